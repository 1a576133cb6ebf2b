/// What a list's empty state keeps for placeholders computed from state: the app's own values,
/// the last placeholder computed, and its revision (the search and how many times the inputs
/// changed are the machine's, ``EmptyStateMachine/inputsRevision``).
final class ProvidedPlaceholders<List> {
  /// The last computation: for which inputs (the kind is its content's), and what it gave.
  struct Resolution {
    var hasContent: Bool
    /// The machine's ``EmptyStateMachine/inputsRevision`` it was computed for.
    var inputsRevision: UInt64
    /// The computed placeholder; `nil` when the configured one is used.
    var placeholder: EmptyStatePlaceholder<List>?
    var content: DecisionContent
  }

  /// The app's own values for the provider.
  var customState: [PlaceholderContext.Key: AnyHashable] = [:]
  var resolution: Resolution?
  /// The fingerprint of the last computed placeholder, and its revision (bumped when it changes).
  var lastComputed: PlaceholderFingerprint?
  var contentRevision: UInt64 = 0
}
