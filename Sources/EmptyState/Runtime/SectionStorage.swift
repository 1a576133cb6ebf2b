import Hooks
import ListViews

/// What section placeholders keep between passes: the one shown in each section, what each
/// section's emptiness was when last decided, and what the next pass must look at.
@MainActor
final class SectionStorage<List: AnyObject> {
  /// The placeholder shown in each section that shows one.
  var shown: [Int: ShownSectionPlaceholder<List>] = [:]
  /// Each section's emptiness as of the last pass (1 empty, 0 not): the sections whose
  /// emptiness differs from it are the ones decided again.
  var seen: [Int] = []
  /// What the next pass decides.
  var next = SectionPass.everySection
  /// The listeners added with ``EmptyStateController/onSectionEvent(_:)``; made on the first.
  var listeners: HookRegistry<List, SectionPlaceholderEvent>?

  /// The sections that show a placeholder, in increasing order.
  var shownSections: [Int] {
    shown.keys.sorted()
  }
}

/// What a section pass decides.
enum SectionPass: Equatable {
  /// The sections whose emptiness changed since the last pass.
  case changedSections
  /// Every section: after a new configuration, a change that inserted, deleted or moved
  /// sections, or while the list's own placeholder hid them.
  case everySection
  /// None: the container lays out no views in its sections (reported once).
  case unsupported

  /// Sections were inserted, deleted or moved: their indices name other sections now.
  mutating func sectionsMoved() {
    if self != .unsupported { self = .everySection }
  }

  /// A new configuration: every section is decided again, and a container's refusal is
  /// reported again.
  mutating func configurationChanged() {
    self = .everySection
  }
}

/// A section's shown placeholder: its view, what it shows, and the placeholder whose actions
/// its taps run.
struct ShownSectionPlaceholder<List> {
  let view: SectionPlaceholderView
  let fingerprint: PlaceholderFingerprint
  var placeholder: EmptyStatePlaceholder<List>
}
