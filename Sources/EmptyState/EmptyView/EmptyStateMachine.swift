/// What a list's empty-state controller knows and decides, as one small value.
///
/// The decision logic without any view (the controller beside it owns the views and fires the
/// events). It is also the hot path of every reload: the controller reads it with one access,
/// decides, and writes it back only when something changed.
struct EmptyStateMachine: Equatable {
  /// What the view has to do after a decision.
  enum Transition: Equatable {
    case show(PlaceholderKind)
    case hide
    case swap(to: PlaceholderKind)
  }

  var phase: ContentPhase.Kind = .loaded
  var display: EmptyStateOptions.Display = .automatic
  var refresh: EmptyStateOptions.Refresh = .keepContent
  /// Which placeholders are configured: a bit set, so the machine stays a plain value that
  /// copies without reference counting.
  var configured = PlaceholderKinds()
  /// Whether a ``EmptyStateOptions/shouldDisplay`` predicate must be asked.
  var hasPredicate = false
  /// The placeholder dismissed by its button, hidden until the decision changes.
  var dismissed: PlaceholderKind?
  /// The placeholder shown.
  var visible: PlaceholderKind?
  /// Bumped by every configuration change.
  var configurationGeneration = 0
  /// The configuration generation the current view was built from (-1: no view).
  var viewGeneration = -1
  /// Whether a decision is being carried out: a nested evaluation (from an event handler or a
  /// predicate) only asks for one more pass instead of acting on a state that is changing.
  var isBusy = false
  var needsAnotherPass = false

  /// Whether the current view was built from the current configuration.
  var viewIsCurrent: Bool { viewGeneration == configurationGeneration }

  /// Decides which placeholder to show and what the view must do; `nil` when nothing changes.
  ///
  /// The order is ``EmptyStateDecision``'s: the table, then configured, then the predicate
  /// (asked only in automatic display), then dismissal. Only ``visible`` and ``dismissed``
  /// change.
  mutating func next(hasContent: Bool, shouldDisplay: () -> Bool) -> Transition? {
    var decided = EmptyStateDecision.placeholder(
      phase: phase, hasContent: hasContent, display: display, refresh: refresh)
    if let kind = decided, !configured.contains(PlaceholderKinds(kind)) { decided = nil }
    if decided == nil { dismissed = nil }
    if decided != nil, display == .automatic, hasPredicate, !shouldDisplay() { decided = nil }
    if let dismissed, decided != dismissed { self.dismissed = nil }
    if decided != nil, decided == dismissed { decided = nil }
    defer { visible = decided }
    switch (visible, decided) {
    case (nil, nil): return nil
    case (nil, let kind?): return .show(kind)
    case (_?, nil): return .hide
    case (let shown?, let kind?):
      return shown == kind && viewIsCurrent ? nil : .swap(to: kind)
    }
  }
}

/// A set of placeholder kinds as bits.
struct PlaceholderKinds: OptionSet, Equatable {
  let rawValue: UInt8

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  init(_ kind: PlaceholderKind) {
    switch kind {
    case .empty: rawValue = 1
    case .loading: rawValue = 2
    case .failure: rawValue = 4
    }
  }
}
