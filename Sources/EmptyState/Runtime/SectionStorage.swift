import Hooks
import ListViews

/// What section placeholders keep between passes: the one shown in each section, what each
/// section's emptiness was when last decided, and what the next pass must look at.
@MainActor
final class SectionStorage<List: AnyObject> {
  /// The placeholder shown in each section that shows one.
  var shown: [Int: ShownSectionPlaceholder<List>] = [:]
  /// What the next pass decides.
  var next = SectionPass.everySection
  /// Keeps the controller's hook on the list's section emptiness hooks.
  var hook: HookToken?
  /// The listeners added with ``EmptyStateController/onSectionEvent(_:)``; made on the first.
  var listeners: HookRegistry<List, SectionPlaceholderEvent>?

  /// The sections that show a placeholder, in increasing order.
  var shownSections: [Int] {
    shown.keys.sorted()
  }
}

/// What the next section pass decides.
enum SectionPass: Equatable {
  /// The sections whose emptiness the list reported changed since the last pass (none: the
  /// pass has nothing to do unless the list's own placeholder came or went).
  case sections([Int])
  /// Every section: after a new configuration, a change that inserted, deleted or moved
  /// sections or changed their number, or the list's own placeholder coming or going.
  case everySection
  /// None: the container does not lay out views in its sections (reported once).
  case unsupported

  /// The list reported `change`: its sections join those waiting.
  mutating func add(_ change: SectionEmptinessChange) {
    guard case .sections(let waiting) = self else { return }
    guard let changed = change.sections else { return self = .everySection }
    self = .sections(waiting.isEmpty ? changed : Array(Set(waiting).union(changed)).sorted())
  }

  /// The list's own placeholder came or went: every section is decided (hidden under it, or
  /// shown again), unless the container cannot show them.
  mutating func listPlaceholderCameOrWent() {
    if self != .unsupported { self = .everySection }
  }

  /// Whether the pass has nothing to decide.
  var isEmpty: Bool { self == .sections([]) }
}

/// A section's shown placeholder: its view, and the placeholder it shows, whose actions its
/// taps run.
struct ShownSectionPlaceholder<List> {
  let view: SectionPlaceholderView
  var placeholder: EmptyStatePlaceholder<List>
}
