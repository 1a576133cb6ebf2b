/// The empty state's behaviour as one sealed value: the phase, the managed loads and the
/// decision, with no view, no task, no clock and no app code.
///
/// Its state is private and each fact has one home here: the phase (``phase``; the
/// controller's public `phase` reads it), the current load, its lifecycle and the outcome it
/// holds for the minimum display (`Held`, data the core keeps and never runs), a completed
/// outcome staged with its load's kind for the pass that applies it (then whether its apply
/// step runs, and whether that step set the phase), and the decision's inputs and the visible
/// placeholder. Each
/// method is named for an event and returns what the controller must do (the effects); the
/// controller performs them and feeds the events back. The table of events and effects is in
/// the article "How a reload flows".
///
/// The phase the decision reads is the *displayed* phase: the phase before a load while its
/// show delay runs, the phase otherwise. Every event that can change it tells the decision its
/// inputs changed, so no copy of it is kept.
struct EmptyStateCore<Held> {
  /// What the controller does after the phase was set.
  struct PhaseChange {
    /// The load the app superseded by setting the phase itself: it is over.
    var superseded: ManagedLoad?
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
  private var loads = LoadStateMachine<Held>()
  /// Where a completed load's outcome (rows or an error) is on its way into the list: staged
  /// for the decision pass under way, or being applied (the phase is then about to become
  /// loaded, which is the phase a load started by the apply step finds, and puts back when
  /// cancelled, unless the step set the phase itself).
  private var completion = Completion<Held>.none
  /// Counts the changes of what a placeholder provider reads besides the list.
  ///
  /// Those are the phase, the displayed phase at the show delay's end, the configuration, and
  /// the outside inputs (a search, the app's own values, a reevaluation). A placeholder
  /// computed for an older count is stale; this is the one home of that fact.
  private(set) var inputsRevision: UInt64 = 0

  // MARK: Reading

  /// The phase the decision and the placeholder provider read: the phase before the current
  /// load while its show delay runs, the phase otherwise.
  var displayedPhase: ContentPhase {
    loads.displayedPhase ?? phase
  }

  /// The current load, if any.
  var load: ManagedLoad? { loads.load }

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
    inputsRevision &+= 1
    if byApp, completion.owesLoadedPhase { completion = .applyingWithPhaseSet }
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
  ) -> LoadStateMachine<Held>.StartAction {
    changingDisplayedPhase { core in
      core.loads.start(
        kind: kind, id: id, phase: core.completion.owesLoadedPhase ? .loaded : core.phase,
        delaysDisplay: delaysDisplay)
    }.result
  }

  /// The show delay is over; returns whether a decision is due (the displayed phase changed).
  mutating func showDelayElapsed() -> Bool {
    let elapsed = changingDisplayedPhase { core in core.loads.showDelayElapsed() }
    if elapsed.displayChanged { inputsRevision &+= 1 }
    return elapsed.displayChanged
  }

  /// The loader of `generation` returned or threw; see
  /// ``LoadStateMachine/loaderFinished(generation:cancelled:outcome:minimumDisplayRuns:)``.
  mutating func loaderFinished(
    generation: UInt64, cancelled: Bool, outcome: Held, minimumDisplayRuns: Bool
  ) -> LoadStateMachine<Held>.FinishAction {
    changingDisplayedPhase { core in
      core.loads.loaderFinished(
        generation: generation, cancelled: cancelled, outcome: outcome,
        minimumDisplayRuns: minimumDisplayRuns)
    }.result
  }

  /// The current load and its held outcome, when one is held.
  var heldOutcome: (load: ManagedLoad, outcome: Held)? { loads.heldOutcome }

  /// Changes the held outcome of `generation` in place, if one is held.
  mutating func updateHeld(generation: UInt64, _ update: (inout Held) -> Void) {
    loads.updateHeld(generation: generation, update)
  }

  /// The outcome of `generation` is to be applied: its load ends, and the outcome is staged,
  /// with the load's kind, for the pass that applies it (replacing one staged and not applied).
  ///
  /// Returns `false`, and stages nothing, when that load is not current.
  mutating func complete(generation: UInt64, outcome: Held) -> Bool {
    let ended = changingDisplayedPhase { core in core.loads.complete(generation: generation) }
    guard let load = ended.result else { return false }
    completion = .staged(outcome, load.kind)
    return true
  }

  /// The app cancels the current load; returns it, if there was one.
  mutating func cancelLoad() -> ManagedLoad? {
    changingDisplayedPhase { core in core.loads.cancel() }.result
  }

  /// The staged outcome is being applied (its apply step runs, or its error is taken): returns
  /// it with the kind of the load it ends, once; `nil` when none is staged.
  mutating func applyStagedOutcome() -> (outcome: Held, kind: LoadKind)? {
    guard case .staged(let outcome, let kind) = completion else { return nil }
    completion = .applying
    return (outcome, kind)
  }

  /// The staged outcome's apply step ends; returns whether the phase is still to become
  /// loaded (it is not when the apply step set the phase itself: the app's word is the last).
  mutating func appliedOutcome() -> Bool {
    defer { completion = .none }
    return completion.owesLoadedPhase
  }

  // MARK: The decision

  /// The configuration changed: every view built so far is stale, and a dismissal ends.
  mutating func configurationChanged(to setup: EmptyStateMachine.Setup) {
    inputsRevision &+= 1
    decision.configurationChanged(to: setup)
  }

  /// The shown placeholder of `kind` was dismissed; returns whether a decision is due.
  mutating func dismissed(_ kind: PlaceholderKind) -> Bool {
    decision.dismissed(kind)
  }

  /// Something the decision or a placeholder provider reads outside the list changed.
  mutating func outsideInputsChanged() {
    inputsRevision &+= 1
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

  /// Whether a decision due now could wait for the list's content change to end; only then is
  /// the list asked whether its content is changing.
  var decisionCanWait: Bool {
    decision.decisionCanWait
  }

  /// The change a decision waited for has ended.
  mutating func waitedDecisionDue() {
    decision.waitedDecisionDue()
  }

  /// Whether the list's decision waits for its content change to end
  /// (``EmptyStateOptions/Presentation/afterCompletion``): section placeholders wait with it.
  var decisionWaitsForContentChange: Bool {
    decision.waitsForContentChange
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

// The core's state is one value in this one file: `EmptyStateCore` and the two parts it is
// made of, the decision (`EmptyStateMachine`) and the loads (`LoadStateMachine`), each sealed
// (private state, one method per event). They share a file so that everything the empty state
// can be in is read in one place (a load's lifecycle is the one type beside it,
// `RequestLifecycle`); nothing outside this file can change it except through an event.

// MARK: - The decision

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
  /// The placeholder shown, with the revision of its content; `nil` when none is.
  private var shown: Shown?
  /// Whether the view kept for the shown placeholder (or the last one) was built from the
  /// current configuration.
  private var builtView = BuiltView.stale
  /// What the last decision saw, or that an input changed since.
  private var lastDecision = LastDecision.due
  /// Whether a decision waits for the list's content change to end.
  private var waiting = Waiting.none

  /// The placeholder shown.
  var visible: PlaceholderKind? { shown?.kind }
  /// The revision of the shown placeholder's content (0: the configured placeholder, or none).
  var visibleRevision: UInt64 { shown?.revision ?? 0 }
  /// Whether the view kept for ``visible`` was built from the current configuration.
  var viewIsCurrent: Bool { builtView == .current }

  // MARK: Input events

  /// The configuration changed: every view built so far is stale, and a dismissal ends.
  mutating func configurationChanged(to newSetup: Setup) {
    setup = newSetup
    dismissed = nil
    builtView = .stale
    lastDecision = .due
  }

  /// The shown placeholder of `kind` was dismissed by its button; returns whether a decision is
  /// due (it is not when that placeholder is no longer shown).
  mutating func dismissed(_ kind: PlaceholderKind) -> Bool {
    guard visible == kind else { return false }
    dismissed = kind
    lastDecision = .due
    return true
  }

  /// Something the decision reads outside the list changed (the phase it shows, a predicate's
  /// inputs).
  mutating func outsideInputsChanged() {
    lastDecision = .due
  }

  /// The view for the visible placeholder was built from the current configuration.
  mutating func viewBuilt() {
    builtView = .current
  }

  /// Whether the configuration has a placeholder of `kind`.
  func isConfigured(_ kind: PlaceholderKind) -> Bool {
    setup.configured.contains(PlaceholderKinds(kind))
  }

  /// The placeholder to show is not configured any more (an event handler removed it while the
  /// decision was carried out): nothing is shown, and the next decision starts from there.
  mutating func placeholderMissing() {
    shown = nil
    lastDecision = .due
  }

  // MARK: The decision

  /// Whether a decision could change anything, given whether the list has rows.
  func needsDecision(hasContent: Bool) -> Bool {
    guard case .taken(let seen) = lastDecision else { return true }
    return setup.hasPredicate || setup.hasContentRule || seen != ContentSeen(hasContent)
  }

  /// Whether a decision could wait for the list's content change to end: with
  /// ``EmptyStateOptions/Presentation/afterCompletion`` and nothing shown.
  var decisionCanWait: Bool {
    setup.presentation == .afterCompletion && visible == nil
  }

  /// A decision is due while the list's content is changing (`changing`): with
  /// ``EmptyStateOptions/Presentation/afterCompletion`` and nothing shown, it waits for the
  /// change and its batch completions to end (hiding and swapping never wait).
  mutating func decisionDue(whileContentChanges changing: Bool) -> Deferral {
    guard changing, decisionCanWait else { return .none }
    defer { waiting = .forContentChange }
    return waiting == .forContentChange ? .scheduled : .schedule
  }

  /// The change a decision waited for has ended: the decision can be taken.
  mutating func waitedDecisionDue() {
    waiting = .none
  }

  /// Whether a decision waits for the list's content change to end.
  var waitsForContentChange: Bool {
    waiting == .forContentChange
  }

  /// The placeholder the table selects among the configured ones for `phase`, before the
  /// predicate and a dismissal: the one whose content the owner computes before deciding.
  func candidate(hasContent: Bool, phase: ContentPhase.Kind) -> PlaceholderKind? {
    let kind = EmptyStateDecision.placeholder(
      phase: phase, hasContent: hasContent, display: setup.display, refresh: setup.refresh)
    guard let kind, isConfigured(kind) else { return nil }
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
    lastDecision = .taken(ContentSeen(hasContent))
    let selected = selection(hasContent: hasContent, phase: phase, content: content)
    var decided = selected.kind
    let revision = selected.revision
    if decided == nil { dismissed = nil }
    if decided != nil, setup.display == .automatic, setup.hasPredicate, !shouldDisplay {
      decided = nil
    }
    if let dismissed, decided != dismissed { self.dismissed = nil }
    if decided != nil, decided == dismissed { decided = nil }
    defer { shown = decided.map { Shown(kind: $0, revision: revision) } }
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

/// Where a completed load's outcome is on its way into the list (``EmptyStateCore``).
enum Completion<Held> {
  case none
  /// The load (of this kind) completed, and its outcome is applied by the decision pass under
  /// way before its decision; the outcome first, so that the kind fits in its spare room.
  case staged(Held, LoadKind)
  /// The apply step runs: the phase is about to become loaded.
  case applying
  /// The apply step runs and has set the phase itself, which stays.
  case applyingWithPhaseSet

  /// Whether the apply step runs, and the loaded phase is to follow it (the step did not set
  /// the phase).
  var owesLoadedPhase: Bool {
    if case .applying = self { return true }
    return false
  }
}

extension EmptyStateMachine {
  /// The shown placeholder and the revision of its content.
  struct Shown: Equatable {
    var kind: PlaceholderKind
    /// 0: the configured placeholder.
    var revision: UInt64
  }

  /// Whether the view built last shows the current configuration.
  enum BuiltView: Equatable {
    /// Built from a configuration that has changed since, or never built.
    case stale
    /// Built from the current configuration.
    case current
  }

  /// What the list looked like at a decision.
  enum ContentSeen: Equatable {
    case rows
    case noRows

    init(_ hasContent: Bool) {
      self = hasContent ? .rows : .noRows
    }
  }

  /// Whether a decision is due whatever the list looks like.
  enum LastDecision: Equatable {
    /// None was taken yet, or an input changed since the last one.
    case due
    /// The last decision saw the list like this, and no input changed since.
    case taken(ContentSeen)
  }

  /// Whether a decision waits for the list's content change to end.
  enum Waiting: Equatable {
    case none
    /// Scheduled for the end of the change under way (and its batch completions).
    case forContentChange
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

// MARK: - The loads

/// A load as the list's load machine knows it.
struct ManagedLoad {
  /// Unique for the list's life; only the current load's generation is listened to.
  let generation: UInt64
  let kind: LoadKind
  /// The app's id: a load with the id of the running one joins it.
  let id: AnyHashable?
  /// The phase before the first load of a chain of loads that superseded each other: what a
  /// cancellation puts back.
  let phaseBefore: ContentPhase
}

/// A list's managed loads as one small sealed value.
///
/// It knows which load is current, where it is in its life (``RequestLifecycle``, the shape
/// page requests share), and what each event means; it has no task, no clock and no view. Its
/// state is private. Each method is named for an event and returns what its owner,
/// ``EmptyStateController``, must do. Every load has a generation; an event about any other
/// generation than the current load's is stale and changes nothing, which is what keeps an old
/// load from overwriting a newer one. An outcome held for the loading placeholder's minimum
/// display (`Held`) is kept here, with the load it answers: its one home.
struct LoadStateMachine<Held> {
  /// What the owner does about the timer when a load starts.
  enum TimerChange: Equatable {
    /// Nothing: there is none, or the running one (a show delay) goes on for the new load.
    case keep
    /// Start the show delay.
    case scheduleShowDelay
    /// Stop it: the superseded load was holding its outcome, which is dropped.
    case cancel
  }

  /// What the owner does when a load is asked for.
  enum StartAction {
    /// A load with the same id is running: nothing starts.
    case joined
    /// `load` is current; `superseded` was, and is over.
    case started(ManagedLoad, superseded: ManagedLoad?, timer: TimerChange)
  }

  /// What the owner does when a loader returns or throws.
  enum FinishAction {
    /// A superseded or cancelled load: nothing.
    case ignore
    /// The current load was cancelled: it is over; put its phase back.
    case cancelled(ManagedLoad)
    /// The current load's outcome is held until the minimum display is over.
    case held(ManagedLoad)
    /// Apply the current load's outcome now; the load stays current until
    /// ``complete(generation:)``.
    case finished(ManagedLoad, Held)
  }

  private var current: (load: ManagedLoad, lifecycle: RequestLifecycle<Held>)?
  private var numbers = RequestNumbers()

  /// The current load, if any.
  var load: ManagedLoad? { current?.load }

  /// The phase the decision reads instead of the real one: the phase before the load, while the
  /// show delay runs.
  var displayedPhase: ContentPhase? {
    guard let current, current.lifecycle.isDelaying else { return nil }
    return current.load.phaseBefore
  }

  /// The current load and its held outcome, when one is held.
  var heldOutcome: (load: ManagedLoad, outcome: Held)? {
    guard let current, case .holding(let held) = current.lifecycle else { return nil }
    return (current.load, held)
  }

  // MARK: Events

  /// A load is asked for, with the list's phase as it is (or as a completion in progress is
  /// about to leave it).
  ///
  /// A load whose `id` equals the current load's joins it. Otherwise the new load supersedes the
  /// current one, and keeps the phase before it (to put back on cancellation) and the state of
  /// its loading placeholder: a shown one stays shown, a show delay goes on.
  mutating func start(
    kind: LoadKind, id: AnyHashable?, phase: ContentPhase, delaysDisplay: Bool
  ) -> StartAction {
    if let current, let id, current.load.id == id { return .joined }
    let superseded = current
    let load = ManagedLoad(
      generation: numbers.next(), kind: kind, id: id,
      phaseBefore: superseded?.load.phaseBefore ?? phase)
    let timer: TimerChange
    switch superseded?.lifecycle {
    case nil: timer = delaysDisplay ? .scheduleShowDelay : .keep
    case .holding?: timer = .cancel
    default: timer = .keep
    }
    let lifecycle = superseded?.lifecycle.continued ?? (delaysDisplay ? .delaying : .running)
    current = (load, lifecycle)
    return .started(load, superseded: superseded?.load, timer: timer)
  }

  /// The show delay is over; returns whether the loading placeholder may show from now on.
  mutating func showDelayElapsed() -> Bool {
    guard let load = current?.load, current?.lifecycle.isDelaying == true else { return false }
    current = (load, .running)
    return true
  }

  /// The loader of `generation` returned or threw, with `outcome`.
  ///
  /// `cancelled` when its task was cancelled or it threw `CancellationError`. The outcome is
  /// held when the show delay is over and `minimumDisplayRuns`.
  mutating func loaderFinished(
    generation: UInt64, cancelled: Bool, outcome: Held, minimumDisplayRuns: Bool
  ) -> FinishAction {
    guard var current, current.load.generation == generation, !current.lifecycle.isHolding
    else { return .ignore }
    guard !cancelled else {
      self.current = nil
      return .cancelled(current.load)
    }
    let now = current.lifecycle.answered(outcome, minimumDisplayRuns: minimumDisplayRuns)
    self.current = current
    guard let now else { return .held(current.load) }
    return .finished(current.load, now)
  }

  /// Changes the held outcome of `generation` in place (its task waits with it), if one is
  /// held.
  mutating func updateHeld(generation: UInt64, _ update: (inout Held) -> Void) {
    guard let load = current?.load, load.generation == generation,
      case .holding(var held) = current?.lifecycle
    else { return }
    update(&held)
    current = (load, .holding(held))
  }

  /// The outcome of `generation` is being applied, which ends its load (a held outcome goes
  /// with it).
  ///
  /// Returns the load, or `nil` when it is not current any more.
  mutating func complete(generation: UInt64) -> ManagedLoad? {
    guard let current, current.load.generation == generation else { return nil }
    self.current = nil
    return current.load
  }

  /// The app cancels the current load; returns it, if there was one.
  mutating func cancel() -> ManagedLoad? {
    defer { current = nil }
    return current?.load
  }

  /// The app set the phase itself: the current load, if any, is superseded and returned.
  mutating func phaseSetByApp() -> ManagedLoad? {
    defer { current = nil }
    return current?.load
  }
}
