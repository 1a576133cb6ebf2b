import EmptyState
import Hooks

/// Prints the demo's story: numbered steps, and every state change as it happens.
@MainActor
final class Narrator {
  private var step = 0
  private let write: (String) -> Void
  /// Keeps the listeners to the lists' events.
  private var tokens: [HookToken] = []

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  func heading(_ text: String) {
    write("")
    write("== \(text) ==")
  }

  func step(_ text: String) {
    step += 1
    write("\(step). \(text)")
  }

  func note(_ text: String) {
    write("   \(text)")
  }

  /// Narrates the empty-state events of `list` as they happen.
  func observe<List: ListContainer>(_ list: List, name: String) {
    let token = list.onEmptyStateEvent { [weak self] list, event in
      switch event {
      case .didAppear:
        let frame = list.emptyView?.frame.description ?? "?"
        self?.note("-> \(name): empty view shown at \(frame)")
      case .didDisappear:
        self?.note("-> \(name): empty view hidden")
      case .didTapView:
        self?.note("-> \(name): empty view tapped")
      case .willAppear, .willDisappear, .didTapButton, .didTapSecondaryButton, .didChangePhase,
        .didReplacePlaceholder,
        .didStartLoad, .didEndLoad:
        return
      }
    }
    token.store(in: &tokens)
  }

  /// Describes whether `list` shows its empty view now.
  func state<List: ListContainer>(of list: List, name: String) {
    let shown = list.emptyState.isShown ? "shown" : "hidden"
    note(
      "\(name): \(list.numberOfSections) section(s), first non-empty: "
        + "\(list.firstNonEmptySection.map(String.init) ?? "none"); empty view \(shown)")
  }
}
