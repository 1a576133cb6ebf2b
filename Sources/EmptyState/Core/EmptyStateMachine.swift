/// A list's empty state as one sealed value.
struct EmptyStateMachine<Held> {
  // In an order that leaves no gap: a one-byte field fills the tail of a wider one.
  private var shown = Shown.hidden
  private var setup = Setup()
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
  private var features: RareFeatures?
  private var builtView = BuiltView.none

  // MARK: Reading

  /// The phase the decision and the placeholder provider read.
  var displayedPhase: ContentPhase {
    guard case .running(let load, .delaying) = load else { return phase }
    return load.phaseBefore
  }

  var computesPlaceholders: Bool { setup.hasProvider || searchQuery != nil }

  var currentLoad: ManagedLoad? {
    guard case .running(let load, _) = load else { return nil }
    return load
  }

  var heldOutcome: Held? {
    guard case .running(_, .holding(let held)) = load else { return nil }
    return held
  }

  var visible: PlaceholderKind? { shown.visible }

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

  var decisionCanWait: Bool {
    setup.presentation == .afterCompletion && visible == nil
  }

  var decisionWaitsForContentChange: Bool { waiting == .forContentChange }

  /// The placeholder the table selects for the displayed phase, before the predicate.
  func candidate(hasContent: Bool) -> PlaceholderKind? {
    let kind = EmptyStateDecision.placeholder(
      phase: displayedPhase.kind, hasContent: hasContent, display: setup.display,
      refresh: setup.refresh)
    guard let kind, setup.configured.contains(PlaceholderKinds(kind)) else { return nil }
    return kind
  }

  func asksPredicate(hasContent: Bool, content: ResolvedContent?) -> Bool {
    setup.hasPredicate && setup.display == .automatic
      && selection(hasContent: hasContent, content: content).kind != nil
  }

  // MARK: Events

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
      guard case .staged(let held, let kind) = completion else { return takingDecision() }
      // The last pass's `decide` would be dropped: the decision is taken once the step is applied.
      let isLast = if case .lastPassBegan = event { true } else { false }
      completion = .applying(kind, thenDecides: isLast)
      return Effects(.apply(held))
    case .applied(let failure):
      return applied(failure: failure)
    case .contentChanging:
      guard waiting == .none else { return Effects() }
      waiting = .forContentChange
      var effects = Effects(Effect.waitForContentChange)
      releasingStaleView(into: &effects)  // the decision waits; the view is of no use meanwhile
      return effects
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
    case .viewNeeded(let kind):
      guard !keepsView(of: kind) else { return Effects(.keepView) }
      builtView = shown.content.map(BuiltView.built) ?? .stale
      return Effects(.buildView(kind))
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
    case .announcementIntervalEnded:
      return scheduling { $0.endInterval() }
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

  private mutating func settingPhase(_ newPhase: ContentPhase, byApp: Bool) -> Effects<Effect> {
    let old = phase
    inputsRevision &+= 1
    if byApp, case .applying(let kind, let thenDecides) = completion {
      completion = .applyingWithPhaseSet(kind, thenDecides: thenDecides)
    }
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

  private mutating func applied(failure: (any Error)?) -> Effects<Effect> {
    let owesLoadedPhase = completion.owesLoadedPhase
    guard let (kind, thenDecides) = completion.applying else { return Effects() }
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
    if thenDecides { effects.append(contentsOf: takingDecision()) }
    return effects
  }

  /// The decision, counted at once or after the list's content change when it may wait for it.
  private func takingDecision() -> Effects<Effect> {
    Effects(.takeDecision(mayWait: decisionCanWait))
  }

  // MARK: The decision

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

  private mutating func asking(hasContent: Bool, content: ResolvedContent?) -> Effects<Effect> {
    guard asksPredicate(hasContent: hasContent, content: content) else {
      return decision(hasContent: hasContent, content: content, allowed: true)
    }
    return Effects(.askPredicate(hasContent: hasContent, content: content))
  }

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
    releasingStaleView(into: &effects)
    return effects
  }

  /// Frees a view built for a configuration that is gone, unless a placeholder shows.
  private mutating func releasingStaleView(into effects: inout Effects<Effect>) {
    guard visible == nil, builtView == .stale else { return }
    builtView = .none
    effects.append(.releaseView)
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
  enum Event {
    case configured(Setup)
    case inputsChanged
    case searched(String?)
    case dismissed(PlaceholderKind)
    case phaseSet(ContentPhase, byApp: Bool)
    case loadRequested(LoadKind, id: AnyHashable?, showDelay: Duration?)
    case firstPageRequested
    case loadStartSent(generation: UInt64)
    case retryTapped
    case loaderReturned(generation: UInt64, Held?, minimumDisplayLeft: Duration?)
    case alarmFired(LoadAlarm)
    case cancelled(generation: UInt64?)
    case passBegan
    case lastPassBegan
    case applied(failure: (any Error)?)
    case contentChanging
    case contentChangeEnded
    case counted(hasContent: Bool)
    case computed(hasContent: Bool, kind: PlaceholderKind, answer: ComputedAnswer)
    case decided(hasContent: Bool, content: ResolvedContent?, shouldDisplay: Bool)
    case viewNeeded(PlaceholderKind)
    /// The placeholder to show is not configured any more (a handler removed it).
    case placeholderMissing
    case runawayStopped
    case announcementsBegan(shown: EmptyStateAnnouncement?)
    case shownTextChanged(EmptyStateAnnouncement?)
    case announcementRequested(EmptyStateAnnouncement)
    case announcementWithdrawn(section: Int)
    case announcementPassEnded(since: Duration?, interval: Duration, batchIsOpen: Bool)
    case announcementBatchEndAsked
    case announcementBatchEnded
    case announcementIntervalEnded
    case announcementsTurnedOff
    case drainEnded
    case sectionsReset
    case sectionsChanged([Int]?)
    case sectionsUnsupported
    case sectionPassBegan
    case fade(PlaceholderFades.Event)
  }

  enum Effect {
    case none
    case show(PlaceholderKind)
    case hide
    case swap(to: PlaceholderKind)
    case decide
    case startStopwatch
    case stopStopwatch
    case takeDecision(mayWait: Bool)
    case announcePhase
    case send([LoadStep])
    /// Start the task of this load (it replaces the superseded load's, which is cancelled).
    case startTask(ManagedLoad)
    case retry
    /// Stop the load's task and its alarm: it is over.
    case stopLoad
    case holdTask(generation: UInt64)
    /// The load's outcome is staged: its task goes on, its alarm is cancelled.
    case finishTask(Held)
    case setAlarm(after: Duration, LoadAlarm)
    case cancelAlarm
    case apply(Held)
    case drop(Held)
    case waitForContentChange
    case compute(PlaceholderKind, hasContent: Bool, phase: ContentPhase, searchQuery: String?)
    case forgetComputed
    case askPredicate(hasContent: Bool, content: ResolvedContent?)
    case keepView
    case buildView(PlaceholderKind)
    case releaseView
    case speech(AnnouncementSchedule.Action)
    case decideSections(candidates: [Int]?)
    case fade(PlaceholderFades.Action)
  }

  typealias Setup = DecisionSetup
  typealias ResolvedContent = DecisionContent
}

// MARK: - State

extension EmptyStateMachine {
  private enum LoadState {
    case idle
    case running(ManagedLoad, RequestLifecycle<Held>)
  }

  private enum Completion {
    case none
    case staged(Held, LoadKind)
    case applying(LoadKind, thenDecides: Bool)
    case applyingWithPhaseSet(LoadKind, thenDecides: Bool)

    var owesLoadedPhase: Bool {
      guard case .applying = self else { return false }
      return true
    }

    var applying: (kind: LoadKind, thenDecides: Bool)? {
      switch self {
      case .applying(let kind, let then), .applyingWithPhaseSet(let kind, let then): (kind, then)
      case .none, .staged: nil
      }
    }
  }

  private enum Shown {
    case hidden
    case showing(ShownContent)
    case dismissing(ShownContent)
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
    var revision: UInt64
    var kind: PlaceholderKind
  }

  private enum BuiltView: Equatable {
    case none
    case stale
    case built(ShownContent)
  }

  private enum ContentSeen: Equatable {
    case rows
    case noRows

    init(_ hasContent: Bool) {
      self = hasContent ? .rows : .noRows
    }
  }

  /// Whether a decision is due whatever the list looks like: none taken, or an input changed since.
  private enum LastDecision {
    case due
    case taken(ContentSeen)
  }

  /// The last content computed for a candidate, while no input changed since.
  private enum Computed {
    case none
    case current(ResolvedContent, ContentSeen, inputs: UInt64)
  }

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

struct ManagedLoad {
  /// Unique for the list's life; only the current load's generation is listened to.
  let generation: UInt64
  let kind: LoadKind
  let id: AnyHashable?
  /// The phase before the first of a chain of loads that superseded each other.
  let phaseBefore: ContentPhase
}

enum LoadAlarm {
  case showDelay
  case minimumDisplay(generation: UInt64)
}

enum LoadStep {
  case started(ManagedLoad)
  case ended(LoadKind, LoadOutcome)

  var starts: Bool {
    if case .started = self { return true }
    return false
  }
}

struct DecisionSetup: Equatable {
  /// Which placeholders are configured (all of them with a placeholder provider).
  var configured = PlaceholderKinds()
  var hasProvider = false
  var display = EmptyStateOptions.Display.automatic
  var refresh = EmptyStateOptions.Refresh.keepContent
  var hasPredicate = false
  var hasContentRule = false
  var presentation = EmptyStateOptions.Presentation.atDecision
}

enum ComputedAnswer: Equatable {
  /// Nothing, and no placeholder of that kind is configured.
  case none
  case configured
  case provided(changed: Bool)
}

struct DecisionContent: Equatable {
  var kind: PlaceholderKind
  var revision: UInt64?
}

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
