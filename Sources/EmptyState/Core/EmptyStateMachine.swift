/// The decision part of the empty state's core (``EmptyStateCore``): which placeholder is
/// shown, and whether anything the decision reads changed since the last one.
///
/// Its state is private. Each method is named for an event: the inputs (configuration, a
/// dismissal, anything outside the list) change and say whether a decision is due;
/// ``contentChanged(hasContent:phase:content:shouldDisplay:)`` decides and returns the action
/// its owner carries out. The phase is not stored here: the core, which owns it, passes it to
/// each decision. It is also the hot path of every reload: ``needsDecision(hasContent:)``
/// answers "nothing can have changed" from two comparisons.
struct EmptyStateMachine {
  /// What the view has to do after a decision.
  enum Action: Equatable {
    /// Nothing changes.
    case none
    /// Show the placeholder of this kind (none is shown).
    case show(PlaceholderKind)
    /// Hide the shown placeholder.
    case hide
    /// Replace the shown placeholder by this one, or by a new view of the same kind.
    case swap(to: PlaceholderKind)
  }

  /// What the owner computed, before a decision, for the placeholder ``candidate(hasContent:)``
  /// selects: its kind, and the revision of its content (0 for the configured placeholder,
  /// `nil` when there is nothing to show).
  struct ResolvedContent: Equatable {
    var kind: PlaceholderKind
    var revision: UInt64?
  }

  /// What the decision reads from the configuration.
  struct Setup: Equatable {
    /// Which placeholders are configured.
    var configured = PlaceholderKinds()
    var display = EmptyStateOptions.Display.automatic
    var refresh = EmptyStateOptions.Refresh.keepContent
    /// Whether a `shouldDisplay` predicate must be asked.
    var hasPredicate = false
    /// Whether a content rule decides what counts as content (so every change may matter).
    var hasContentRule = false
    /// When a placeholder decided during a content change appears.
    var presentation = EmptyStateOptions.Presentation.atDecision
  }

  /// What to do with a decision due while the list's content is changing.
  enum Deferral: Equatable {
    /// Decide now.
    case none
    /// Wait for the change to end, and schedule the decision for then.
    case schedule
    /// Wait for the change to end; the decision is scheduled already.
    case scheduled
  }

  private var setup = Setup()
  /// The placeholder dismissed by its button, hidden until the decision changes.
  private var dismissed: PlaceholderKind?
  /// The placeholder shown.
  private(set) var visible: PlaceholderKind?
  /// The revision of the shown placeholder's content (0: the configured placeholder).
  private(set) var visibleRevision: UInt64 = 0
  /// Whether the view kept for ``visible`` was built from the current configuration.
  private(set) var viewIsCurrent = false
  /// Whether the list had rows at the last decision; `nil` before the first.
  private var hadContent: Bool?
  /// Whether an input changed since the last decision.
  private var inputsChanged = true
  /// Whether a decision waits for the list's content change to end.
  private var decisionWaits = false

  // MARK: Input events

  /// The configuration changed: every view built so far is stale, and a dismissal ends.
  mutating func configurationChanged(to newSetup: Setup) {
    setup = newSetup
    dismissed = nil
    viewIsCurrent = false
    inputsChanged = true
  }

  /// The shown placeholder of `kind` was dismissed by its button; returns whether a decision is
  /// due (it is not when that placeholder is no longer shown).
  mutating func dismissed(_ kind: PlaceholderKind) -> Bool {
    guard visible == kind else { return false }
    dismissed = kind
    inputsChanged = true
    return true
  }

  /// Something the decision reads outside the list changed (the phase it shows, a predicate's
  /// inputs).
  mutating func outsideInputsChanged() {
    inputsChanged = true
  }

  /// The view for the visible placeholder was built from the current configuration.
  mutating func viewBuilt() {
    viewIsCurrent = true
  }

  /// The placeholder to show is not configured any more (an event handler removed it while the
  /// decision was carried out): nothing is shown, and the next decision starts from there.
  mutating func placeholderMissing() {
    visible = nil
    inputsChanged = true
  }

  // MARK: The decision

  /// Whether a decision could change anything, given whether the list has rows.
  func needsDecision(hasContent: Bool) -> Bool {
    inputsChanged || setup.hasPredicate || setup.hasContentRule || hadContent != hasContent
  }

  /// A decision is due while the list's content is changing (`changing`): with
  /// ``EmptyStateOptions/Presentation/afterCompletion`` and nothing shown, it waits for the
  /// change and its batch completions to end (hiding and swapping never wait).
  mutating func decisionDue(whileContentChanges changing: Bool) -> Deferral {
    guard changing, setup.presentation == .afterCompletion, visible == nil else { return .none }
    defer { decisionWaits = true }
    return decisionWaits ? .scheduled : .schedule
  }

  /// The change a decision waited for has ended: the decision can be taken.
  mutating func waitedDecisionDue() {
    decisionWaits = false
  }

  /// The placeholder the table selects among the configured ones for `phase`, before the
  /// predicate and a dismissal: the one whose content the owner computes before deciding.
  func candidate(hasContent: Bool, phase: ContentPhase.Kind) -> PlaceholderKind? {
    let kind = EmptyStateDecision.placeholder(
      phase: phase, hasContent: hasContent, display: setup.display, refresh: setup.refresh)
    guard let kind, setup.configured.contains(PlaceholderKinds(kind)) else { return nil }
    return kind
  }

  /// The candidate once its computed content is known, and that content's revision: content
  /// that shows nothing counts as not configured.
  private func selection(
    hasContent: Bool, phase: ContentPhase.Kind, content: ResolvedContent?
  ) -> (kind: PlaceholderKind?, revision: UInt64) {
    let decided = candidate(hasContent: hasContent, phase: phase)
    guard let kind = decided, let content, content.kind == kind else { return (decided, 0) }
    return content.revision.map { (kind, $0) } ?? (nil, 0)
  }

  /// Whether the decision for `hasContent` asks the `shouldDisplay` predicate.
  ///
  /// Only when a placeholder would show, in automatic display. The owner asks it before
  /// deciding, so that no mutation of the machine is under way while app code runs.
  func asksPredicate(
    hasContent: Bool, phase: ContentPhase.Kind, content: ResolvedContent? = nil
  ) -> Bool {
    setup.hasPredicate && setup.display == .automatic
      && selection(hasContent: hasContent, phase: phase, content: content).kind != nil
  }

  /// Decides which placeholder to show now and what the view must do, with the configured
  /// placeholders as they are.
  mutating func contentChanged(
    hasContent: Bool, phase: ContentPhase.Kind, shouldDisplay: Bool
  ) -> Action {
    contentChanged(hasContent: hasContent, phase: phase, content: nil, shouldDisplay: shouldDisplay)
  }

  /// Decides which placeholder to show now and what the view must do.
  ///
  /// The order is ``EmptyStateDecision``'s: the table, then configured (with `content`, what the
  /// owner computed for the candidate: nothing to show counts as not configured), then the
  /// predicate's answer (`shouldDisplay`, asked by the owner when
  /// ``asksPredicate(hasContent:phase:content:)`` says so), then dismissal. A shown placeholder
  /// whose content has a new revision is swapped.
  mutating func contentChanged(
    hasContent: Bool, phase: ContentPhase.Kind, content: ResolvedContent?, shouldDisplay: Bool
  ) -> Action {
    hadContent = hasContent
    inputsChanged = false
    let selected = selection(hasContent: hasContent, phase: phase, content: content)
    var decided = selected.kind
    let revision = selected.revision
    if decided == nil { dismissed = nil }
    if decided != nil, setup.display == .automatic, setup.hasPredicate, !shouldDisplay {
      decided = nil
    }
    if let dismissed, decided != dismissed { self.dismissed = nil }
    if decided != nil, decided == dismissed { decided = nil }
    defer {
      visible = decided
      visibleRevision = decided == nil ? 0 : revision
    }
    switch (visible, decided) {
    case (nil, nil): return .none
    case (nil, let kind?): return .show(kind)
    case (_?, nil): return .hide
    case (let shown?, let kind?):
      let unchanged = shown == kind && viewIsCurrent && revision == visibleRevision
      return unchanged ? .none : .swap(to: kind)
    }
  }
}

/// A set of placeholder kinds as bits, so that the machine copies without reference counting.
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
