/// The empty state's behaviour as one sealed value: the phase, the managed loads and the
/// decision, with no view, no task, no clock and no app code.
///
/// Its state is private and each fact has one home here: the phase (``phase``; the
/// controller's public `phase` reads it), the current load and its stage, the phase a
/// completion is about to set, and the decision's inputs and the visible placeholder. Each
/// method is named for an event and returns what the controller must do (the effects); the
/// controller performs them and feeds the events back. The table of events and effects is in
/// the article "How a reload flows".
///
/// The phase the decision reads is the *displayed* phase: the phase before a load while its
/// show delay runs, the phase otherwise. Every event that can change it tells the decision its
/// inputs changed, so no copy of it is kept.
struct EmptyStateCore {
  /// What the controller does after the phase was set.
  struct PhaseChange {
    /// The load the app superseded by setting the phase itself: it is over.
    var superseded: LoadStateMachine.Load?
    /// Whether the change is announced (``EmptyStateEvent/didChangePhase(_:)``): the kind
    /// changed, or it is a failure (a retry that fails again is news).
    var announced: Bool
    /// Whether a decision is due after the announcement.
    var decisionDue: Bool
  }

  /// The decision's inputs and the visible placeholder.
  ///
  /// Declared first: the hot path of every reload reads it.
  private var decision = EmptyStateMachine()
  /// Where the list's content is: the one home of the phase.
  private(set) var phase: ContentPhase = .loaded
  /// The current load and where it is.
  private var loads = LoadStateMachine()
  /// A load's outcome is being applied: the phase is about to become loaded, which is the phase
  /// a load started by the apply step finds (and puts back when cancelled).
  private var isCompleting = false

  // MARK: Reading

  /// The phase the decision and the placeholder provider read: the phase before the current
  /// load while its show delay runs, the phase otherwise.
  var displayedPhase: ContentPhase {
    loads.displayedPhase ?? phase
  }

  /// The current load, if any.
  var load: LoadStateMachine.Load? { loads.load }

  /// The placeholder shown.
  var visible: PlaceholderKind? { decision.visible }

  /// The revision of the shown placeholder's content (0: the configured placeholder).
  var visibleRevision: UInt64 { decision.visibleRevision }

  /// Whether the view kept for ``visible`` was built from the current configuration.
  var viewIsCurrent: Bool { decision.viewIsCurrent }

  // MARK: The phase

  /// The phase is set, by the app (`byApp`, which supersedes the current load) or by the load
  /// machinery; `computesPlaceholders` says whether a new error is news to the placeholders.
  mutating func setPhase(
    _ newPhase: ContentPhase, byApp: Bool, computesPlaceholders: Bool
  ) -> PhaseChange {
    let old = phase
    let superseded = changingDisplayedPhase { core in
      core.phase = newPhase
      return byApp ? core.loads.phaseSetByApp() : nil
    }
    let announced = old.kind != newPhase.kind || newPhase.kind == .failed
    var decisionDue = superseded.displayChanged
    if !decisionDue, announced, computesPlaceholders {
      decision.outsideInputsChanged()
      decisionDue = true
    }
    return PhaseChange(
      superseded: superseded.result, announced: announced, decisionDue: decisionDue)
  }

  // MARK: Loads

  /// A load of `kind` is asked for; see ``LoadStateMachine/start(kind:id:phase:delaysDisplay:)``.
  mutating func startLoad(
    kind: LoadKind, id: AnyHashable?, delaysDisplay: Bool
  ) -> LoadStateMachine.StartAction {
    changingDisplayedPhase { core in
      core.loads.start(
        kind: kind, id: id, phase: core.isCompleting ? .loaded : core.phase,
        delaysDisplay: delaysDisplay)
    }.result
  }

  /// The show delay is over; returns whether a decision is due (the displayed phase changed).
  mutating func showDelayElapsed() -> Bool {
    changingDisplayedPhase { core in core.loads.showDelayElapsed() }.displayChanged
  }

  /// The loader of `generation` returned or threw.
  mutating func loaderFinished(
    generation: UInt64, cancelled: Bool
  ) -> LoadStateMachine.FinishAction {
    changingDisplayedPhase { core in
      core.loads.loaderFinished(generation: generation, cancelled: cancelled)
    }.result
  }

  /// The current load's outcome waits for the minimum display time.
  mutating func hold(generation: UInt64) {
    loads.hold(generation: generation)
  }

  /// The outcome of `generation` is applied, which ends its load; `nil` when it is not current.
  mutating func complete(generation: UInt64) -> LoadStateMachine.Load? {
    changingDisplayedPhase { core in core.loads.complete(generation: generation) }.result
  }

  /// The app cancels the current load; returns it, if there was one.
  mutating func cancelLoad() -> LoadStateMachine.Load? {
    changingDisplayedPhase { core in core.loads.cancel() }.result
  }

  /// A successful outcome's apply step begins (`true`) or ends (`false`).
  mutating func applyingOutcome(_ applying: Bool) {
    isCompleting = applying
  }

  // MARK: The decision

  /// The configuration changed: every view built so far is stale, and a dismissal ends.
  mutating func configurationChanged(to setup: EmptyStateMachine.Setup) {
    decision.configurationChanged(to: setup)
  }

  /// The shown placeholder of `kind` was dismissed; returns whether a decision is due.
  mutating func dismissed(_ kind: PlaceholderKind) -> Bool {
    decision.dismissed(kind)
  }

  /// Something the decision reads outside the list changed.
  mutating func outsideInputsChanged() {
    decision.outsideInputsChanged()
  }

  /// The view for the visible placeholder was built from the current configuration.
  mutating func viewBuilt() {
    decision.viewBuilt()
  }

  /// The placeholder to show is not configured any more: nothing is shown.
  mutating func placeholderMissing() {
    decision.placeholderMissing()
  }

  /// Whether a decision could change anything, given whether the list has rows: the hot path.
  func needsDecision(hasContent: Bool) -> Bool {
    decision.needsDecision(hasContent: hasContent)
  }

  /// A decision is due while the list's content is changing; see
  /// ``EmptyStateMachine/decisionDue(whileContentChanges:)``.
  mutating func decisionDue(whileContentChanges changing: Bool) -> EmptyStateMachine.Deferral {
    decision.decisionDue(whileContentChanges: changing)
  }

  /// The change a decision waited for has ended.
  mutating func waitedDecisionDue() {
    decision.waitedDecisionDue()
  }

  /// The placeholder the table selects for the displayed phase, before the predicate.
  func candidate(hasContent: Bool) -> PlaceholderKind? {
    decision.candidate(hasContent: hasContent, phase: displayedPhase.kind)
  }

  /// Whether the decision for `hasContent` asks the `shouldDisplay` predicate.
  func asksPredicate(hasContent: Bool, content: EmptyStateMachine.ResolvedContent?) -> Bool {
    decision.asksPredicate(hasContent: hasContent, phase: displayedPhase.kind, content: content)
  }

  /// Decides which placeholder to show now and what the view must do.
  mutating func decide(
    hasContent: Bool, content: EmptyStateMachine.ResolvedContent?, shouldDisplay: Bool
  ) -> EmptyStateMachine.Action {
    decision.contentChanged(
      hasContent: hasContent, phase: displayedPhase.kind, content: content,
      shouldDisplay: shouldDisplay)
  }

  // MARK: Helpers

  /// Runs `change`, and tells the decision when the displayed phase's kind changed with it.
  private mutating func changingDisplayedPhase<Result>(
    _ change: (inout EmptyStateCore) -> Result
  ) -> (result: Result, displayChanged: Bool) {
    let before = displayedPhase.kind
    let result = change(&self)
    let changed = displayedPhase.kind != before
    if changed { decision.outsideInputsChanged() }
    return (result, changed)
  }
}
