import EmptyState
import Hooks

/// Waits, without polling, for a list's event: for the work the library does on a later turn
/// of the main actor with no handle a test could await (a stubborn loader's cancellation).
///
/// Create it before the call that leads to the event, then ``wait()``.
@MainActor
final class EventWaiter {
  private var arrived = false
  private var waiter: CheckedContinuation<Void, Never>?
  private var token: HookToken?

  /// Listens to `table` for an event that `matches`.
  init(_ table: TableView, matching matches: @escaping (EmptyStateEvent) -> Bool) {
    token = table.emptyState.onEvent { [unowned self] _, event in
      guard !arrived, matches(event) else { return }
      arrived = true
      waiter?.resume()
      waiter = nil
    }
  }

  /// Returns once the event has come (at once if it already has).
  func wait() async {
    if arrived { return }
    await withCheckedContinuation { waiter = $0 }
    token?.cancel()
  }
}
