/// What a list's empty state keeps for placeholders computed from state: the provider's inputs
/// besides the phase, the last placeholder computed, and what the shown view shows.
final class ProvidedPlaceholders<List> {
  /// The last computation: for which inputs, and what it gave.
  struct Resolution {
    var kind: PlaceholderKind
    var hasContent: Bool
    var inputsRevision: UInt64
    /// The computed placeholder; `nil` when the configured one is used.
    var placeholder: EmptyStatePlaceholder<List>?
    var content: EmptyStateMachine.ResolvedContent
  }

  /// The active search, if any (never empty).
  var searchQuery: String?
  /// The app's own values for the provider.
  var customState: [PlaceholderContext.Key: AnyHashable] = [:]
  /// Counts changes of the inputs: a computation for an older count is stale.
  var inputsRevision: UInt64 = 0
  var resolution: Resolution?
  /// The fingerprint of the last computed placeholder, and its revision (bumped when it changes).
  var lastComputed: PlaceholderFingerprint?
  var contentRevision: UInt64 = 0

  /// An input of the provider changed: the next decision computes again.
  func inputsChanged() {
    inputsRevision &+= 1
  }
}
