/// A list's empty state as one sealed value.
struct EmptyStateMachine<Held> {
  // In an order that leaves no gap: a one-byte field fills the tail of a wider one.
  private var shown = Shown.hidden
  private var setup = Setup()
  /// Where the list's content is: the one home of the phase.
  private(set) var phase: ContentPhase = .loaded
  private var load = LoadState.idle
  private var completion = Completion.none
  private var lastDecision = LastDecision.due
  private var waiting = Waiting.none
  /// Counts the changes of what a placeholder provider reads besides the list.
  private(set) var inputsRevision: UInt64 = 0
  /// What the user searched for (never empty), which computed placeholders read.
  private(set) var searchQuery: String?
  private var numbers = RequestNumbers()
  private var computed = Computed.none
  /// The announcement schedule, the sections due and the provider's revision, made when changed.
  private var features: RareFeatures?
  private var builtView = BuiltView.none

  // MARK: Reading

  /// The phase the decision and the placeholder provider read.
  var displayedPhase: ContentPhase {
    guard case .running(let load, .delaying) = load else { return phase }
    return load.phaseBefore
  }

  /// Whether placeholders are computed (a provider is set, or a search is active).
  var computesPlaceholders: Bool { setup.hasProvider || searchQuery != nil }

  /// The current load, if any.
  var currentLoad: ManagedLoad? {
    guard case .running(let load, _) = load else { return nil }
    return load
  }

  /// The outcome held for the loading placeholder's minimum display, if any.
  var heldOutcome: Held? {
    guard case .running(_, .holding(let held)) = load else { return nil }
    return held
  }

  /// The placeholder shown.
  var visible: PlaceholderKind? { shown.visible }

  /// Whether a placeholder view fades in or out.
  var isFading: Bool { features?.fades.isFading ?? false }

  /// Whether the view built last shows `kind` as it is shown now, from the current configuration.
  func keepsView(of kind: PlaceholderKind) -> Bool {
    guard let content = shown.content, content.kind == kind else { return false }
    return builtView == .built(content)
  }

  /// Whether a decision could change anything, given whether the list has rows: the hot path.
  func needsDecision(hasContent: Bool) -> Bool {
    guard case .taken(let seen) = lastDecision else { return true }
    return setup.hasPredicate || setup.hasContentRule || seen != ContentSeen(hasContent)
  }

  /// Whether a decision due now could wait for the list's content change to end.
  var decisionCanWait: Bool {
    setup.presentation == .afterCompletion && visible == nil
  }

  /// Whether a decision waits for the list's content change to end.
  var decisionWaitsForContentChange: Bool { waiting == .forContentChange }

  /// The placeholder the table selects for the displayed phase, before the predicate.
  func candidate(hasContent: Bool) -> PlaceholderKind? {
    let kind = EmptyStateDecision.placeholder(
      phase: displayedPhase.kind, hasContent: hasContent, display: setup.display,
      refresh: setup.refresh)
    guard let kind, setup.configured.contains(PlaceholderKinds(kind)) else { return nil }
    return kind
  }

  /// Whether the decision for `hasContent` asks the `shouldDisplay` predicate.
  func asksPredicate(hasContent: Bool, content: ResolvedContent?) -> Bool {
    setup.hasPredicate && setup.display == .automatic
      && selection(hasContent: hasContent, content: content).kind != nil
  }

  // MARK: Events

  /// Handles `event` and returns what the owner must do, in order.
  mutating func handle(_ event: Event) -> Effects<Effect> {
    switch event {
    case .configured(let newSetup):
      setup = newSetup
      shown.endDismissal()
      if case .built = builtView { builtView = .stale }
      return inputsChanged()
    case .inputsChanged:
      return inputsChanged()
    case .searched(let query):
      guard query != searchQuery else { return Effects() }
      searchQuery = query
      return inputsChanged()
    case .dismissed(let kind):
      guard let content = shown.content, content.kind == kind else { return Effects() }
      shown = .dismissing(content)
      lastDecision = .due
      return Effects(.decide)
    case .phaseSet(let newPhase, let byApp):
      return settingPhase(newPhase, byApp: byApp)
    case .loadRequested(let kind, let id, let showDelay):
      return starting(kind, id: id, showDelay: showDelay)
    case .firstPageRequested:
      guard numbers.noneGiven, phase == .loaded else { return Effects() }
      return settingPhase(.notLoaded, byApp: false)
    case .loadStartSent(let generation):
      guard case .running(let current, _) = load, current.generation == generation else {
        return Effects()
      }
      return settingPhase(.loading, byApp: false)
    case .retryTapped:
      guard numbers.noneGiven else { return Effects(.retry) }
      return settingPhase(.loading, byApp: true)
    case .loaderReturned(let generation, let outcome, let minimumDisplayLeft):
      return answering(generation, with: outcome, minimumDisplayLeft: minimumDisplayLeft)
    case .alarmFired(let alarm):
      return alarmFired(alarm)
    case .cancelled(let generation):
      return cancelling(generation)
    case .passBegan, .lastPassBegan:
      guard case .staged(let held, let kind) = completion else { return Effects(.takeDecision) }
      completion = .applying(kind)
      var effects = Effects(Effect.apply(held))
      if case .lastPassBegan = event { effects.append(.takeDecision) }
      return effects
    case .applied(let failure):
      return applied(failure: failure)
    case .contentChanging:
      guard waiting == .none else { return Effects() }
      waiting = .forContentChange
      return Effects(.waitForContentChange)
    case .contentChangeEnded:
      waiting = .none
      return Effects(.decide)
    case .counted(let hasContent):
      return counted(hasContent: hasContent)
    case .computed(let hasContent, let kind, let answer):
      let content = DecisionContent(kind: kind, revision: revision(of: answer))
      computed = .current(content, ContentSeen(hasContent), inputs: inputsRevision)
      return asking(hasContent: hasContent, content: content)
    case .decided(let hasContent, let content, let shouldDisplay):
      return decision(hasContent: hasContent, content: content, allowed: shouldDisplay)
    case .viewBuilt:
      builtView = shown.content.map(BuiltView.built) ?? .stale
      return Effects()
    case .placeholderMissing:
      return timed {
        $0.shown.hide()
        $0.lastDecision = .due
        return .decide
      }
    case .runawayStopped:
      guard case .running = load, phase.kind != .loading else { return Effects() }
      return settingPhase(.loading, byApp: false)
    case .announcementsBegan(let shown):
      guard features?.schedule == nil else { return Effects() }
      changingFeatures { $0.schedule = AnnouncementSchedule(shown: shown) }
      return Effects()
    case .shownTextChanged(let text):
      return scheduling { $0.observe(shown: text) }
    case .announcementRequested(let announcement):
      return scheduling { $0.request(announcement) }
    case .announcementWithdrawn(let section):
      return scheduling { $0.withdraw(section: section) }
    case .announcementPassEnded(let since, let interval, let batchIsOpen):
      return scheduling { $0.endPass(since: since, interval: interval, batchIsOpen: batchIsOpen) }
    case .announcementBatchEndAsked:
      return scheduling { $0.batchEndAsked() }
    case .announcementBatchEnded:
      return scheduling { $0.endBatch() }
    case .announcementsTurnedOff:
      return scheduling { $0.turnOff() }
    case .drainEnded:
      return scheduling { $0.endDrain() }
    case .sectionsReset:
      if features != nil { changingFeatures { $0.sectionPass = .everySection } }
      return Effects()
    case .sectionsChanged(let sections):
      changingFeatures { $0.sectionPass.add(sections) }
      return Effects()
    case .sectionsUnsupported:
      changingFeatures { $0.sectionPass = .unsupported }
      return Effects()
    case .sectionPassBegan:
      return sectionPassBegan()
    case .fade(let event):
      // A list that never fades keeps no box for it: most placeholders show and hide at once.
      var fades = features?.fades ?? PlaceholderFades()
      let actions = fades.respond(to: event)
      if features != nil || !fades.isIdle { changingFeatures { $0.fades = fades } }
      var effects = Effects<Effect>()
      for action in actions { effects.append(.fade(action)) }
      return effects
    }
  }

  /// The sections to decide, unless none is due or the list's decision waits for its change.
  private mutating func sectionPassBegan() -> Effects<Effect> {
    let due = features?.sectionPass ?? .everySection
    guard due != .unsupported, waiting == .none, !due.isEmpty else { return Effects() }
    changingFeatures { $0.sectionPass = .sections([]) }
    let candidates: [Int]? = if case .sections(let changed) = due { changed } else { nil }
    return Effects(.decideSections(candidates: candidates))
  }

  /// Changes the rare features in place, made or copied first unless this machine owns them.
  private mutating func changingFeatures<Result>(_ change: (RareFeatures) -> Result) -> Result {
    let box =
      isKnownUniquelyReferenced(&features)
      ? features ?? RareFeatures() : RareFeatures(copying: features)
    features = box
    return change(box)
  }

  /// Changes the announcement schedule in place, once a listener made one, and says what to do.
  private mutating func scheduling(
    _ change: (inout AnnouncementSchedule) -> AnnouncementSchedule.Action?
  ) -> Effects<Effect> {
    guard features?.schedule != nil else { return Effects() }
    let action = changingFeatures { box -> AnnouncementSchedule.Action? in
      guard var schedule = box.schedule else { return nil }
      box.schedule = nil  // the one copy, changed in place
      defer { box.schedule = schedule }
      return change(&schedule)
    }
    guard let action else { return Effects() }
    return Effects(.speech(action))
  }

  /// Changes the announcement schedule in place, once a listener made one: nothing to do now.
  private mutating func scheduling(
    _ change: (inout AnnouncementSchedule) -> Void
  ) -> Effects<Effect> {
    scheduling { schedule -> AnnouncementSchedule.Action? in
      change(&schedule)
      return nil
    }
  }

  // MARK: Inputs and the phase

  private mutating func inputsChanged() -> Effects<Effect> {
    inputsRevision &+= 1
    lastDecision = .due
    return Effects(.decide)
  }

  /// The phase is set by the app.
  private mutating func settingPhase(_ newPhase: ContentPhase, byApp: Bool) -> Effects<Effect> {
    let old = phase
    inputsRevision &+= 1
    if byApp, case .applying(let kind) = completion { completion = .applyingWithPhaseSet(kind) }
    let before = displayedPhase.kind
    phase = newPhase
    var effects = Effects<Effect>()
    if byApp, case .running(let superseded, let lifecycle) = load {
      load = .idle
      effects.append(.stopLoad)
      if case .holding(let held) = lifecycle { effects.append(.drop(held)) }
      effects.append(.send([.ended(superseded.kind, .superseded)]))
    }
    let announced = old.kind != newPhase.kind || newPhase.kind == .failed
    if announced { effects.append(.announcePhase) }
    if displayedPhase.kind != before || (announced && computesPlaceholders) {
      lastDecision = .due
      effects.append(.decide)
    }
    return effects
  }

  // MARK: Loads

  /// A load is asked for: one with the id of the current load joins it (no effect).
  private mutating func starting(
    _ kind: LoadKind, id: AnyHashable?, showDelay: Duration?
  ) -> Effects<Effect> {
    var superseded: (load: ManagedLoad, lifecycle: RequestLifecycle<Held>)?
    if case .running(let current, let lifecycle) = load {
      if let id, current.id == id { return Effects() }
      superseded = (current, lifecycle)
    }
    let found = completion.owesLoadedPhase ? .loaded : phase
    let started = ManagedLoad(
      generation: numbers.next(), kind: kind, id: id,
      phaseBefore: superseded?.load.phaseBefore ?? found)
    let before = displayedPhase.kind
    load = .running(
      started, superseded?.lifecycle.continued ?? (showDelay == nil ? .running : .delaying))
    if displayedPhase.kind != before { lastDecision = .due }
    var effects = Effects(Effect.startTask(started))
    switch superseded?.lifecycle {
    case nil: if let showDelay { effects.append(.setAlarm(after: showDelay, .showDelay)) }
    case .holding(let held)?:
      effects.append(.cancelAlarm)
      effects.append(.drop(held))
    default: break
    }
    let ended = superseded.map { [LoadStep.ended($0.load.kind, .superseded)] } ?? []
    effects.append(.send(ended + [.started(started)]))
    return effects
  }

  /// The loader of `generation` returned or threw (`nil`: it was cancelled).
  private mutating func answering(
    _ generation: UInt64, with outcome: Held?, minimumDisplayLeft: Duration?
  ) -> Effects<Effect> {
    guard case .running(let current, var lifecycle) = load, current.generation == generation,
      !lifecycle.isHolding
    else { return Effects() }
    guard let outcome else { return cancelling(generation) }
    guard let now = lifecycle.answered(outcome, minimumDisplayRuns: minimumDisplayLeft != nil)
    else {
      load = .running(current, lifecycle)
      var effects = Effects(Effect.holdTask(generation: generation))
      effects.append(
        .setAlarm(after: minimumDisplayLeft ?? .zero, .minimumDisplay(generation: generation)))
      return effects
    }
    return staging(now, of: current)
  }

  /// The load's alarm: the end of its show delay.
  private mutating func alarmFired(_ alarm: LoadAlarm) -> Effects<Effect> {
    switch (load, alarm) {
    case (.running(let current, .delaying), .showDelay):
      load = .running(current, .running)
      guard displayedPhase.kind != current.phaseBefore.kind else { return Effects() }
      return inputsChanged()
    case (.running(let current, .holding(let held)), .minimumDisplay(let generation))
    where current.generation == generation:
      return staging(held, of: current)
    default:
      return Effects()
    }
  }

  /// The outcome of `load` is applied by the next pass.
  private mutating func staging(_ outcome: Held, of current: ManagedLoad) -> Effects<Effect> {
    let before = displayedPhase.kind
    var effects = Effects<Effect>()
    if case .staged(let dropped, _) = completion { effects.append(.drop(dropped)) }
    load = .idle
    completion = .staged(outcome, current.kind)
    if displayedPhase.kind != before { lastDecision = .due }
    effects.append(.finishTask(outcome))
    effects.append(.decide)
    return effects
  }

  /// The current load (of `generation`, when given) is cancelled.
  private mutating func cancelling(_ generation: UInt64?) -> Effects<Effect> {
    guard case .running(let current, let lifecycle) = load,
      generation == nil || generation == current.generation
    else { return Effects() }
    let before = displayedPhase.kind
    load = .idle
    if displayedPhase.kind != before { lastDecision = .due }
    var effects = Effects(Effect.stopLoad)
    if case .holding(let held) = lifecycle { effects.append(.drop(held)) }
    effects.append(contentsOf: settingPhase(current.phaseBefore, byApp: false))
    effects.append(.send([.ended(current.kind, .cancelled)]))
    return effects
  }

  /// The staged outcome's apply step returned (or its error was taken, `failure`).
  private mutating func applied(failure: (any Error)?) -> Effects<Effect> {
    let owesLoadedPhase = completion.owesLoadedPhase
    guard let kind = completion.applyingKind else { return Effects() }
    completion = .none
    var effects = Effects<Effect>()
    if case .idle = load {
      if let failure {
        effects = settingPhase(.failed(failure), byApp: false)
      } else if owesLoadedPhase {
        effects = settingPhase(.loaded, byApp: false)
      }
    }
    effects.append(.decide)
    effects.append(.send([.ended(kind, failure == nil ? .succeeded : .failed)]))
    return effects
  }

  // MARK: The decision

  /// The list was counted for a decision: the computed content comes first, then the predicate.
  private mutating func counted(hasContent: Bool) -> Effects<Effect> {
    guard computesPlaceholders else {
      var effects = Effects<Effect>()
      if case .current = computed { effects.append(.forgetComputed) }
      computed = .none
      effects.append(contentsOf: asking(hasContent: hasContent, content: nil))
      return effects
    }
    guard let kind = candidate(hasContent: hasContent) else {
      return asking(hasContent: hasContent, content: nil)
    }
    if case .current(let content, let seen, let inputs) = computed, content.kind == kind,
      seen == ContentSeen(hasContent), inputs == inputsRevision
    {
      return asking(hasContent: hasContent, content: content)
    }
    return Effects(
      .compute(kind, hasContent: hasContent, phase: displayedPhase, searchQuery: searchQuery))
  }

  /// The predicate is asked when it decides, else the decision is taken.
  private mutating func asking(hasContent: Bool, content: ResolvedContent?) -> Effects<Effect> {
    guard asksPredicate(hasContent: hasContent, content: content) else {
      return decision(hasContent: hasContent, content: content, allowed: true)
    }
    return Effects(.askPredicate(hasContent: hasContent, content: content))
  }

  /// Computed content's revision: 0 when configured, a new one when the provider's changed.
  private mutating func revision(of answer: ComputedAnswer) -> UInt64? {
    switch answer {
    case .none: return nil
    case .configured: return 0
    case .provided(let changed):
      guard changed || features == nil else { return features?.providedRevision }
      return changingFeatures { box in
        box.providedRevision &+= 1
        return box.providedRevision
      }
    }
  }

  /// The candidate once its computed content is known, and that content's revision.
  private func selection(
    hasContent: Bool, content: ResolvedContent?
  ) -> (kind: PlaceholderKind?, revision: UInt64) {
    let decided = candidate(hasContent: hasContent)
    guard let kind = decided, let content, content.kind == kind else { return (decided, 0) }
    return content.revision.map { (kind, $0) } ?? (nil, 0)
  }

  /// The decision's effects, then the release of a stale view when none shows.
  private mutating func decision(
    hasContent: Bool, content: ResolvedContent?, allowed: Bool
  ) -> Effects<Effect> {
    let wasVisible = visible != nil
    var effects = timed { $0.deciding(hasContent: hasContent, content: content, allowed: allowed) }
    // The list's own placeholder came or went: every section is due (written out here, so that
    // a list without sections runs no code of theirs).
    if wasVisible != (visible != nil), case .sections = features?.sectionPass {
      changingFeatures { $0.sectionPass = .everySection }
    }
    if visible == nil, builtView == .stale {
      builtView = .none
      effects.append(.releaseView)
    }
    return effects
  }

  /// `change`'s effect, after the loading stopwatch's start or stop if it shows or hides loading.
  private mutating func timed(_ change: (inout Self) -> Effect) -> Effects<Effect> {
    let wasLoading = visible == .loading
    let effect = change(&self)
    var effects = Effects<Effect>()
    if wasLoading != (visible == .loading) {
      effects.append(wasLoading ? .stopStopwatch : .startStopwatch)
    }
    effects.append(effect)
    return effects
  }

  /// Decides which placeholder to show.
  private mutating func deciding(
    hasContent: Bool, content: ResolvedContent?, allowed: Bool
  ) -> Effect {
    lastDecision = .taken(ContentSeen(hasContent))
    let selected = selection(hasContent: hasContent, content: content)
    var decided = selected.kind
    if decided != nil, setup.display == .automatic, setup.hasPredicate, !allowed {
      decided = nil
    }
    let dismissed = shown.dismissedKind
    let wasVisible = visible
    if let kind = decided, kind == dismissed {
      shown = .dismissed(kind)
      decided = nil
    } else {
      shown =
        decided.map { .showing(ShownContent(revision: selected.revision, kind: $0)) } ?? .hidden
    }
    switch (wasVisible, decided) {
    case (nil, nil): return .none
    case (nil, let kind?): return .show(kind)
    case (_?, nil): return .hide
    case (let old?, let kind?):
      let unchanged =
        old == kind && builtView == .built(ShownContent(revision: selected.revision, kind: kind))
      return unchanged ? .none : .swap(to: kind)
    }
  }
}

// MARK: - Events and effects

extension EmptyStateMachine {
  /// Something that happened to the empty state.
  enum Event {
    /// The configuration changed: every view built so far is stale, and a dismissal ends.
    case configured(Setup)
    /// Something a placeholder provider or the predicate reads outside the list changed.
    case inputsChanged
    /// The user searched for this (`nil`: no search).
    case searched(String?)
    /// The shown placeholder of this kind was dismissed by its button.
    case dismissed(PlaceholderKind)
    /// The phase is set, by the app (which supersedes the current load) or by the loads.
    case phaseSet(ContentPhase, byApp: Bool)
    /// A load is asked for, with its show delay (`nil`: none).
    case loadRequested(LoadKind, id: AnyHashable?, showDelay: Duration?)
    /// A paged loader loads its first page: a list never loaded starts from notLoaded.
    case firstPageRequested
    /// The start of the load of this generation was sent: a current load moves the phase.
    case loadStartSent(generation: UInt64)
    /// The failure placeholder's button was tapped: it retries, or, with no loader, loads.
    case retryTapped
    /// The loader of a generation returned or threw.
    case loaderReturned(generation: UInt64, Held?, minimumDisplayLeft: Duration?)
    /// The load's alarm rang.
    case alarmFired(LoadAlarm)
    /// The current load (of this generation, or any) is cancelled.
    case cancelled(generation: UInt64?)
    /// A decision pass begins: a staged outcome is applied first, else the decision is taken.
    case passBegan
    /// The last pass after a runaway begins: a staged outcome is applied, then it decides at once.
    case lastPassBegan
    /// The staged outcome's apply step returned, or its error (`failure`) was taken.
    case applied(failure: (any Error)?)
    /// A decision is due while the list's content is changing, and can wait for its end.
    case contentChanging
    /// The change a decision waited for has ended.
    case contentChangeEnded
    /// The list was counted for the decision the pass takes.
    case counted(hasContent: Bool)
    /// The candidate's content was computed for the decision (`compute`).
    case computed(hasContent: Bool, kind: PlaceholderKind, answer: ComputedAnswer)
    /// The decision's inputs, the predicate's answer last.
    case decided(hasContent: Bool, content: ResolvedContent?, shouldDisplay: Bool)
    /// The view of the shown placeholder was built from the current configuration.
    case viewBuilt
    /// The placeholder to show is not configured any more (a handler removed it).
    case placeholderMissing
    /// A runaway stopped the work: a running load keeps the loading phase it is owed.
    case runawayStopped
    /// The first listener came while the list's placeholder reads this: no schedule before it.
    case announcementsBegan(shown: EmptyStateAnnouncement?)
    /// The list's own placeholder reads this now, or nothing (`nil`: hidden, no text).
    case shownTextChanged(EmptyStateAnnouncement?)
    /// A section's placeholder asks for this to be spoken.
    case announcementRequested(EmptyStateAnnouncement)
    /// A section's placeholder went away: what it asked for, held or not, is dropped.
    case announcementWithdrawn(section: Int)
    /// A pass ended: the time since the last announcement, the interval, whether a batch is open.
    case announcementPassEnded(since: Duration?, interval: Duration, batchIsOpen: Bool)
    /// The list was asked to send the end of its open batch (``Effect/speech(_:)``'s wait).
    case announcementBatchEndAsked
    /// The list's batch that a pass waited for ended.
    case announcementBatchEnded
    /// Announcements were turned off, or the last listener went.
    case announcementsTurnedOff
    /// The drain of the list's work ended (sent once a listener exists): the next may speak.
    case drainEnded
    /// The next section pass decides every section: a new configuration, a refused view.
    case sectionsReset
    /// The list reported that these sections changed emptiness (`nil`: any may have).
    case sectionsChanged([Int]?)
    /// The list cannot show section placeholders: no pass decides any until the next reset.
    case sectionsUnsupported
    /// A pass of section placeholders begins, after the list's own decision.
    case sectionPassBegan
    /// Something happened to the placeholder views' fades (``PlaceholderFades/Event``).
    case fade(PlaceholderFades.Event)
  }

  /// What the owner does, in the order given.
  enum Effect {
    /// Nothing changes on screen.
    case none
    /// Show the placeholder of this kind (none is shown).
    case show(PlaceholderKind)
    /// Hide the shown placeholder.
    case hide
    /// Replace the shown placeholder by this one, or by a new view of the same kind.
    case swap(to: PlaceholderKind)
    /// Queue a decision pass.
    case decide
    /// Start measuring how long the loading placeholder shows: it is shown from now.
    case startStopwatch
    /// Stop measuring it: it is not shown any more.
    case stopStopwatch
    /// Count the list and send ``Event/counted(hasContent:)``: the pass has nothing to apply.
    case takeDecision
    /// Queue ``EmptyStateEvent/didChangePhase(_:)``, with the phase as it is when sent.
    case announcePhase
    /// Queue these load events, in order.
    case send([LoadStep])
    /// Start the task of this load (it replaces the superseded load's, which is cancelled).
    case startTask(ManagedLoad)
    /// Run the last loader again, as a retry.
    case retry
    /// Stop the load's task and its alarm: it is over.
    case stopLoad
    /// The outcome of this generation is held: its task waits until it is staged or dropped.
    case holdTask(generation: UInt64)
    /// The load's outcome is staged: its task goes on, its alarm is cancelled.
    case finishTask(Held)
    /// Set the load's alarm, which rings as `alarmFired` with what it is for.
    case setAlarm(after: Duration, LoadAlarm)
    /// Cancel the load's alarm.
    case cancelAlarm
    /// Run this outcome's apply step (or take its error), then send ``Event/applied``.
    case apply(Held)
    /// Let go of an outcome the machine dropped, outside the machine, and of a parked task.
    case drop(Held)
    /// Decide again when the list's content change (and its batch completions) ends.
    case waitForContentChange
    /// Compute the content of this candidate, then send ``Event/computed(hasContent:kind:answer:)``.
    case compute(PlaceholderKind, hasContent: Bool, phase: ContentPhase, searchQuery: String?)
    /// Forget the computed placeholder: placeholders are not computed any more.
    case forgetComputed
    /// Ask the `shouldDisplay` predicate, then send its answer with ``Event/decided``.
    case askPredicate(hasContent: Bool, content: ResolvedContent?)
    /// Let go of the view built for a configuration that is gone: none shows.
    case releaseView
    /// Carry out what the announcement schedule says: speak, or wait for the interval, or not.
    case speech(AnnouncementSchedule.Action)
    /// Decide the placeholders of these sections (`nil`: every section).
    case decideSections(candidates: [Int]?)
    /// Carry out what the fades say: an opacity, a view leaving, an event, the alarm.
    case fade(PlaceholderFades.Action)
  }

  typealias Setup = DecisionSetup
  typealias ResolvedContent = DecisionContent
}

// MARK: - State

extension EmptyStateMachine {
  /// The managed load.
  private enum LoadState {
    case idle
    /// The load, and where it is between its start and the use of its outcome.
    case running(ManagedLoad, RequestLifecycle<Held>)
  }

  /// Where a completed load's outcome is on its way into the list.
  private enum Completion {
    case none
    /// Applied by the next pass, before its decision.
    case staged(Held, LoadKind)
    /// Its apply step runs: the phase then becomes loaded.
    case applying(LoadKind)
    /// Its apply step runs and has set the phase itself, which stays.
    case applyingWithPhaseSet(LoadKind)

    /// Whether the apply step runs and the loaded phase is to follow it.
    var owesLoadedPhase: Bool {
      guard case .applying = self else { return false }
      return true
    }

    /// The kind of the load whose apply step runs, if one does.
    var applyingKind: LoadKind? {
      switch self {
      case .applying(let kind), .applyingWithPhaseSet(let kind): kind
      case .none, .staged: nil
      }
    }
  }

  /// The list's placeholder on screen, and a dismissal by its button.
  private enum Shown {
    case hidden
    /// Shown, with what it shows.
    case showing(ShownContent)
    /// Shown, and dismissed: the next decision hides it.
    case dismissing(ShownContent)
    /// Hidden by a dismissal, until the decision selects another.
    case dismissed(PlaceholderKind)

    var content: ShownContent? {
      switch self {
      case .showing(let content), .dismissing(let content): content
      case .hidden, .dismissed: nil
      }
    }

    var visible: PlaceholderKind? { content?.kind }

    var dismissedKind: PlaceholderKind? {
      switch self {
      case .dismissing(let content): content.kind
      case .dismissed(let kind): kind
      case .hidden, .showing: nil
      }
    }

    mutating func endDismissal() {
      switch self {
      case .dismissing(let content): self = .showing(content)
      case .dismissed: self = .hidden
      case .hidden, .showing: break
      }
    }

    mutating func hide() {
      switch self {
      case .dismissing(let content): self = .dismissed(content.kind)
      case .showing: self = .hidden
      case .hidden, .dismissed: break
      }
    }
  }

  /// What a placeholder view shows: one content identity, revision first so the kind packs in 9 bytes.
  private struct ShownContent: Equatable {
    /// The revision of the content (0: the configured placeholder).
    var revision: UInt64
    var kind: PlaceholderKind
  }

  /// The view built last: none kept, one of a configuration that is gone, or what it shows.
  private enum BuiltView: Equatable {
    case none
    case stale
    case built(ShownContent)
  }

  /// What the list looked like at a decision.
  private enum ContentSeen: Equatable {
    case rows
    case noRows

    init(_ hasContent: Bool) {
      self = hasContent ? .rows : .noRows
    }
  }

  /// Whether a decision is due whatever the list looks like.
  private enum LastDecision {
    /// None was taken yet, or an input changed since the last one.
    case due
    /// The last decision saw the list like this, and no input changed since.
    case taken(ContentSeen)
  }

  /// The last content computed for a candidate, while no input changed since.
  private enum Computed {
    case none
    /// This content, computed for a list that looked like this, at this count of input changes.
    case current(ResolvedContent, ContentSeen, inputs: UInt64)
  }

  /// Whether a decision waits for the list's content change to end.
  private enum Waiting {
    case none
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

/// A load as the machine knows it.
struct ManagedLoad {
  /// Unique for the list's life; only the current load's generation is listened to.
  let generation: UInt64
  let kind: LoadKind
  /// The app's id: a load with the id of the running one joins it.
  let id: AnyHashable?
  /// The phase before the first of a chain of loads that superseded each other.
  let phaseBefore: ContentPhase
}

/// What a load's alarm is for.
enum LoadAlarm {
  /// The end of the show delay.
  case showDelay
  /// The end of the minimum display the held outcome of this generation waits for.
  case minimumDisplay(generation: UInt64)
}

/// One load event to send.
enum LoadStep {
  /// ``EmptyStateEvent/didStartLoad(_:)``.
  case started(ManagedLoad)
  /// ``EmptyStateEvent/didEndLoad(_:_:)`` of a load of this kind.
  case ended(LoadKind, LoadOutcome)

  /// Whether this step announces a load that starts.
  var starts: Bool {
    if case .started = self { return true }
    return false
  }
}

/// What the decision reads from the configuration: the one copy kept.
struct DecisionSetup: Equatable {
  /// Which placeholders are configured (all of them with a placeholder provider).
  var configured = PlaceholderKinds()
  /// Whether a placeholder provider computes placeholders.
  var hasProvider = false
  var display = EmptyStateOptions.Display.automatic
  var refresh = EmptyStateOptions.Refresh.keepContent
  /// Whether a `shouldDisplay` predicate must be asked.
  var hasPredicate = false
  /// Whether a content rule decides what counts as content (so every change may matter).
  var hasContentRule = false
  /// When a placeholder decided during a content change appears.
  var presentation = EmptyStateOptions.Presentation.atDecision
}

/// What the placeholder provider gave for a candidate, compared with what it gave last.
enum ComputedAnswer: Equatable {
  /// Nothing, and no placeholder of that kind is configured.
  case none
  /// Nothing: the configured placeholder shows.
  case configured
  /// A placeholder of its own, different from the last one it gave or not.
  case provided(changed: Bool)
}

/// What the owner computed for the candidate before a decision.
struct DecisionContent: Equatable {
  var kind: PlaceholderKind
  var revision: UInt64?
}

/// The effects the machine returns for one event, in order.
struct Effects<Effect>: Sequence {
  private var first: Effect?
  private var second: Effect?
  private var third: Effect?
  private var fourth: Effect?
  private var more: [Effect] = []
  private(set) var count = 0

  init() {}

  init(_ effect: Effect) {
    append(effect)
  }

  /// Whether there is no effect.
  var isEmpty: Bool { count == 0 }

  mutating func append(_ effect: Effect) {
    switch count {
    case 0: first = effect
    case 1: second = effect
    case 2: third = effect
    case 3: fourth = effect
    default: more.append(effect)
    }
    count += 1
  }

  mutating func append(contentsOf effects: Effects) {
    for effect in effects { append(effect) }
  }

  func makeIterator() -> Iterator {
    Iterator(effects: self)
  }

  /// Hands out the effects in order.
  struct Iterator: IteratorProtocol {
    fileprivate let effects: Effects
    private var index = 0

    fileprivate init(effects: Effects) {
      self.effects = effects
    }

    mutating func next() -> Effect? {
      defer { index += 1 }
      switch index {
      case 0: return effects.first
      case 1: return effects.second
      case 2: return effects.third
      case 3: return effects.fourth
      default:
        let spilled = index - 4
        return spilled < effects.more.count ? effects.more[spilled] : nil
      }
    }
  }
}
