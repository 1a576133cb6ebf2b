import Testing

@testable import EmptyState

/// The empty state's machine on its own: events in, effects out, with no view, task or clock.
@Suite struct EmptyStateMachineTests {
  /// A machine that holds a text as a load's outcome.
  typealias Machine = EmptyStateMachine<String>

  static let everything = DecisionSetup(
    configured: [PlaceholderKinds(.empty), PlaceholderKinds(.loading), PlaceholderKinds(.failure)])

  /// A machine with `setup`, after its first decision (over a list with or without content)
  /// and the view built for it.
  static func decided(_ setup: DecisionSetup = everything, hasContent: Bool = false) -> Machine {
    var machine = Machine()
    _ = machine.handle(.configured(setup))
    _ = machine.handle(decision(rows: hasContent))
    _ = machine.handle(.viewNeeded(.empty))
    return machine
  }

  /// The decision over a list with or without `rows`, with the content computed for the
  /// candidate and the predicate's answer.
  static func decision(
    rows: Bool = false, content: DecisionContent? = nil, allowed: Bool = true
  ) -> Machine.Event {
    .decided(hasContent: rows, content: content, shouldDisplay: allowed)
  }

  /// The effects `event` asks for, as text: their names, in order, separated by commas.
  static func effects(of event: Machine.Event, on machine: inout Machine) -> String {
    machine.handle(event).map(name).joined(separator: ", ")
  }

  static func name(_ step: LoadStep) -> String {
    switch step {
    case .started(let load): "started(\(load.kind))"
    case .ended(let kind, let outcome): "ended(\(kind), \(outcome))"
    }
  }

  static func name(_ effect: Machine.Effect) -> String {
    switch effect {
    case .none: "none"
    case .show(let kind): "show(\(kind))"
    case .hide: "hide"
    case .swap(let kind): "swap(\(kind))"
    case .decide: "decide"
    case .announcePhase: "announcePhase"
    case .send(let steps): steps.map(name).joined(separator: ", ")
    case .startTask: "startTask"
    case .takeDecision: "takeDecision"
    case .startStopwatch: "startStopwatch"
    case .stopStopwatch: "stopStopwatch"
    case .compute(let kind, _, _, _): "compute(\(kind))"
    case .forgetComputed: "forgetComputed"
    case .askPredicate: "askPredicate"
    case .retry: "retry"
    case .stopLoad: "stopLoad"
    case .holdTask: "holdTask"
    case .finishTask(let outcome): "finishTask(\(outcome))"
    case .setAlarm(let delay, .showDelay): "setAlarm(\(delay), showDelay)"
    case .setAlarm(let delay, .minimumDisplay): "setAlarm(\(delay), minimumDisplay)"
    case .cancelAlarm: "cancelAlarm"
    case .apply(let outcome): "apply(\(outcome))"
    case .drop(let outcome): "drop(\(outcome))"
    case .waitForContentChange: "waitForContentChange"
    case .keepView: "keepView"
    case .buildView(let kind): "buildView(\(kind))"
    case .releaseView: "releaseView"
    case .speech(.speak(let announcement)): "speak(\(announcement.text))"
    case .speech(.wait(let delay)): "wait(\(delay))"
    case .speech(.cancelWait): "cancelWait"
    case .speech(.waitForBatch): "waitForBatch"
    case .speech(.endPassNow): "endPassNow"
    case .speech(.endPassAgain): "endPassAgain"
    case .decideSections(let candidates):
      "decideSections(\(candidates.map(\.description) ?? "every"))"
    case .fade(let action): "fade(\(action))"
    }
  }
}

// MARK: - The decision

extension EmptyStateMachineTests {
  @Test func firstDecisionOverAnEmptyListShowsTheEmptyPlaceholder() {
    var machine = Machine()
    _ = machine.handle(.configured(Self.everything))
    let effects = Self.effects(
      of: Self.decision(), on: &machine)
    #expect(effects == "show(empty)")
    #expect(machine.visible == .empty)
  }

  @Test func steadyStateNeedsNoDecision() {
    let machine = Self.decided()
    #expect(!machine.needsDecision(hasContent: false))
    #expect(machine.needsDecision(hasContent: true))
  }

  @Test func predicateMakesEveryChangeNeedADecision() {
    var setup = Self.everything
    setup.hasPredicate = true
    #expect(Self.decided(setup).needsDecision(hasContent: false))
  }

  @Test func aContentRuleMakesEveryChangeNeedADecision() {
    var setup = Self.everything
    setup.hasContentRule = true
    #expect(Self.decided(setup, hasContent: true).needsDecision(hasContent: true))
  }

  @Test func rowsArrivingHideTheShownPlaceholder() {
    var machine = Self.decided()
    let effects = Self.effects(
      of: Self.decision(rows: true), on: &machine)
    #expect(effects == "hide")
    #expect(machine.visible == nil)
  }

  @Test func theSamePhaseAgainIsNoInput() {
    var machine = Self.decided()
    #expect(Self.effects(of: .phaseSet(.loaded, byApp: true), on: &machine) == "")
    #expect(!machine.needsDecision(hasContent: false))
  }

  @Test func aPhaseThatChangesWhatIsShownIsAnnouncedAndDecided() {
    var machine = Self.decided()
    #expect(
      Self.effects(of: .phaseSet(.loading, byApp: true), on: &machine)
        == "announcePhase, decide")
    let effects = Self.effects(
      of: Self.decision(), on: &machine)
    #expect(effects == "startStopwatch, swap(loading)")
  }

  @Test func newConfigurationRebuildsTheShownViewOfTheSameKind() {
    var machine = Self.decided()
    #expect(Self.effects(of: .configured(Self.everything), on: &machine) == "decide")
    #expect(!machine.keepsView(of: .empty))
    let effects = Self.effects(
      of: Self.decision(), on: &machine)
    #expect(effects == "swap(empty)")
  }

  @Test func theViewBuiltForTheShownContentIsKeptAndAnyOtherIsBuilt() {
    var machine = Self.decided()
    #expect(Self.effects(of: .viewNeeded(.empty), on: &machine) == "keepView")
    _ = machine.handle(.configured(Self.everything))
    _ = machine.handle(Self.decision())
    #expect(Self.effects(of: .viewNeeded(.empty), on: &machine) == "buildView(empty)")
    #expect(Self.effects(of: .viewNeeded(.empty), on: &machine) == "keepView")
  }

  @Test func dismissalHidesUntilTheDecisionChanges() {
    var machine = Self.decided()
    let decide = Self.decision()
    let rows = Self.decision(rows: true)
    #expect(Self.effects(of: .dismissed(.loading), on: &machine) == "")
    #expect(Self.effects(of: .dismissed(.empty), on: &machine) == "decide")
    #expect(Self.effects(of: decide, on: &machine) == "hide")
    #expect(Self.effects(of: decide, on: &machine) == "none")
    #expect(Self.effects(of: rows, on: &machine) == "none")
    #expect(Self.effects(of: decide, on: &machine) == "show(empty)")
  }

  @Test func aNewConfigurationEndsADismissal() {
    var machine = Self.decided()
    _ = machine.handle(.dismissed(.empty))
    _ = machine.handle(Self.decision())
    _ = machine.handle(.configured(Self.everything))
    let effects = Self.effects(
      of: Self.decision(), on: &machine)
    #expect(effects == "show(empty)")
  }

  @Test func predicateSayingNoShowsNothing() {
    var setup = Self.everything
    setup.hasPredicate = true
    var machine = Machine()
    _ = machine.handle(.configured(setup))
    let effects = Self.effects(
      of: Self.decision(allowed: false), on: &machine)
    #expect(effects == "none")
    #expect(machine.visible == nil)
  }

  @Test func missingPlaceholderLeavesNothingShownAndAsksForADecision() {
    var machine = Self.decided()
    #expect(Self.effects(of: .placeholderMissing, on: &machine) == "decide")
    #expect(machine.visible == nil)
    #expect(machine.needsDecision(hasContent: false))
  }

  @Test func unconfiguredPlaceholderIsNeverShown() {
    var machine = Machine()
    _ = machine.handle(.configured(DecisionSetup(configured: [PlaceholderKinds(.empty)])))
    _ = machine.handle(.phaseSet(.failed(LoadError()), byApp: true))
    let effects = Self.effects(
      of: Self.decision(), on: &machine)
    #expect(effects == "none")
  }

  @Test func newContentForTheShownKindSwapsItOnce() {
    var machine = Self.decided()
    let content = DecisionContent(kind: .empty, revision: 1)
    let event = Self.decision(content: content)
    #expect(Self.effects(of: event, on: &machine) == "swap(empty)")
    _ = machine.handle(.viewNeeded(.empty))
    #expect(Self.effects(of: event, on: &machine) == "none")
  }

  @Test func nothingToShowForTheCandidateCountsAsNotConfigured() {
    var machine = Self.decided()
    let content = DecisionContent(kind: .empty, revision: nil)
    let effects = Self.effects(
      of: Self.decision(content: content), on: &machine)
    #expect(effects == "hide")
    #expect(machine.visible == nil)
  }

  @Test func theCandidateIsTheTablesConfiguredChoice() {
    var machine = Machine()
    #expect(machine.candidate(hasContent: false) == nil)  // nothing configured
    _ = machine.handle(.configured(Self.everything))
    #expect(machine.candidate(hasContent: false) == .empty)
    #expect(machine.candidate(hasContent: true) == nil)
  }

  @Test func aNewErrorIsNewsToComputedPlaceholders() {
    var setup = Self.everything
    setup.hasProvider = true
    var machine = Self.decided(setup)
    _ = machine.handle(.phaseSet(.failed(LoadError()), byApp: true))
    _ = machine.handle(Self.decision())
    #expect(
      Self.effects(of: .phaseSet(.failed(LoadError()), byApp: true), on: &machine)
        == "announcePhase, decide")
  }

  @Test func aSearchIsAnInputOnlyWhenItChanges() {
    var machine = Self.decided()
    let revision = machine.inputsRevision
    #expect(Self.effects(of: .searched("tea"), on: &machine) == "decide")
    #expect(machine.computesPlaceholders)
    #expect(Self.effects(of: .searched("tea"), on: &machine) == "")
    #expect(machine.inputsRevision == revision + 1)
  }
}

// MARK: - Waiting for a content change

extension EmptyStateMachineTests {
  static func machine(presentation: EmptyStateOptions.Presentation) -> Machine {
    var setup = everything
    setup.presentation = presentation
    var machine = Machine()
    _ = machine.handle(.configured(setup))
    return machine
  }

  @Test func aDecisionDuringAChangeWaitsAfterCompletionAndIsScheduledOnce() {
    var machine = Self.machine(presentation: .afterCompletion)
    #expect(machine.decisionCanWait)
    #expect(Self.effects(of: .contentChanging, on: &machine) == "waitForContentChange")
    #expect(machine.decisionWaitsForContentChange)
    #expect(Self.effects(of: .contentChanging, on: &machine) == "")
    #expect(Self.effects(of: .contentChangeEnded, on: &machine) == "decide")
    #expect(!machine.decisionWaitsForContentChange)
    #expect(Self.effects(of: .contentChanging, on: &machine) == "waitForContentChange")
  }

  @Test func aDecisionAtDecisionTimeNeverWaits() {
    #expect(!Self.machine(presentation: .atDecision).decisionCanWait)
  }

  @Test func hidingNeverWaits() {
    var machine = Self.machine(presentation: .afterCompletion)
    _ = machine.handle(Self.decision())
    #expect(machine.visible == .empty)
    #expect(!machine.decisionCanWait)
  }
}

// MARK: - Announcements

extension EmptyStateMachineTests {
  static let noRows = EmptyStateAnnouncement(text: "No rows", kind: .empty)
  static var passEnded: Machine.Event {
    .announcementPassEnded(since: nil, interval: .seconds(1), batchIsOpen: false)
  }

  @Test func whatTheListReadsWhenTheFirstListenerComesIsNotNews() {
    var machine = Machine()
    _ = machine.handle(.announcementsBegan(shown: Self.noRows))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "")
  }

  @Test func aPassThatEndsWithNewTextOfTheListSpeaksIt() {
    var machine = Machine()
    _ = machine.handle(.announcementsBegan(shown: nil))
    _ = machine.handle(.shownTextChanged(Self.noRows))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "speak(No rows)")
  }

  @Test func aSecondAnnouncementInOneDrainWaitsForTheInterval() {
    var machine = Machine()
    _ = machine.handle(.announcementsBegan(shown: nil))
    _ = machine.handle(.shownTextChanged(Self.noRows))
    _ = machine.handle(Self.passEnded)
    _ = machine.handle(.announcementRequested(EmptyStateAnnouncement(text: "A", kind: .empty)))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "wait(0.0 seconds)")
    #expect(Self.effects(of: .announcementsTurnedOff, on: &machine) == "cancelWait")
  }

  @Test func theIntervalsAlarmIsSetOnceUntilItRings() {
    var machine = Machine()
    _ = machine.handle(.announcementsBegan(shown: nil))
    _ = machine.handle(.shownTextChanged(Self.noRows))
    _ = machine.handle(Self.passEnded)
    let first = EmptyStateAnnouncement(text: "A", kind: .empty)
    let second = EmptyStateAnnouncement(text: "B", kind: .empty)
    _ = machine.handle(.announcementRequested(first))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "wait(0.0 seconds)")
    _ = machine.handle(.announcementRequested(second))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "")
    #expect(Self.effects(of: .announcementIntervalEnded, on: &machine) == "endPassAgain")
    _ = machine.handle(.announcementRequested(first))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "wait(0.0 seconds)")
  }
}

extension EmptyStateMachineTests {
  /// A machine with a schedule, whose list's own placeholder read nothing when it was made.
  static func listening() -> Machine {
    var machine = Machine()
    _ = machine.handle(.announcementsBegan(shown: nil))
    return machine
  }

  @Test func theFirstListenersScheduleIsNotReplacedByALaterOne() {
    var machine = Self.listening()
    _ = machine.handle(.shownTextChanged(Self.noRows))
    _ = machine.handle(.announcementsBegan(shown: Self.noRows))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "speak(No rows)")
  }

  @Test func everyAnnouncementEventAsksForNothingBeforeTheFirstListener() {
    var machine = Machine()
    let events: [Machine.Event] = [
      .shownTextChanged(Self.noRows), .announcementRequested(Self.noRows),
      .announcementWithdrawn(section: 0), Self.passEnded, .announcementsTurnedOff, .drainEnded,
    ]
    for event in events { #expect(Self.effects(of: event, on: &machine) == "") }
  }

  @Test func aWithdrawnSectionsRequestIsNotSpoken() {
    var machine = Self.listening()
    let section = EmptyStateAnnouncement(text: "Empty section", kind: .empty, section: 2)
    _ = machine.handle(.announcementRequested(section))
    _ = machine.handle(.announcementWithdrawn(section: 2))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "")
  }

  @Test func theNextDrainSpeaksAtOnce() {
    var machine = Self.listening()
    _ = machine.handle(.shownTextChanged(Self.noRows))
    _ = machine.handle(Self.passEnded)
    _ = machine.handle(.drainEnded)
    _ = machine.handle(.announcementRequested(EmptyStateAnnouncement(text: "A", kind: .empty)))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "speak(A)")
  }

  @Test func turningOffWithNothingHeldAsksForNothing() {
    var machine = Self.listening()
    _ = machine.handle(.shownTextChanged(Self.noRows))
    #expect(Self.effects(of: .announcementsTurnedOff, on: &machine) == "")
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "")
  }

  @Test func aCopiedMachineKeepsItsOwnSchedule() {
    var machine = Self.listening()
    var copy = machine
    _ = copy.handle(.shownTextChanged(Self.noRows))
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "")
    #expect(Self.effects(of: Self.passEnded, on: &copy) == "speak(No rows)")
  }
}

// MARK: - Announcements and the list's open batch

extension EmptyStateMachineTests {
  static var passEndedInBatch: Machine.Event {
    .announcementPassEnded(since: nil, interval: .seconds(1), batchIsOpen: true)
  }

  @Test func aPassThatEndsInAnOpenBatchWaitsForTheBatchInsteadOfSpeaking() {
    var machine = Self.listening()
    _ = machine.handle(.shownTextChanged(Self.noRows))
    #expect(Self.effects(of: Self.passEndedInBatch, on: &machine) == "waitForBatch")
  }

  /// A machine whose pass ended in the list's open batch, the list asked to send its end.
  static func waitingForTheBatch() -> Machine {
    var machine = Self.listening()
    _ = machine.handle(.shownTextChanged(Self.noRows))
    _ = machine.handle(Self.passEndedInBatch)
    _ = machine.handle(.announcementBatchEndAsked)
    return machine
  }

  @Test func aSecondPassInTheSameBatchDoesNotWaitTwice() {
    var machine = Self.waitingForTheBatch()
    #expect(Self.effects(of: Self.passEndedInBatch, on: &machine) == "")
  }

  @Test func theEndOfTheBatchEndsThePassAgainAndThenItSpeaks() {
    var machine = Self.waitingForTheBatch()
    #expect(Self.effects(of: .announcementBatchEnded, on: &machine) == "endPassAgain")
    #expect(Self.effects(of: Self.passEnded, on: &machine) == "speak(No rows)")
  }

  @Test func aNewBatchOpenWhenThePassEndsAgainIsWaitedForToo() {
    var machine = Self.waitingForTheBatch()
    _ = machine.handle(.announcementBatchEnded)
    #expect(Self.effects(of: Self.passEndedInBatch, on: &machine) == "waitForBatch")
  }

  @Test func aBatchEndSentAtOnceEndsThePassInTheSameWork() {
    var machine = Self.listening()
    _ = machine.handle(.shownTextChanged(Self.noRows))
    _ = machine.handle(Self.passEndedInBatch)
    #expect(Self.effects(of: .announcementBatchEnded, on: &machine) == "")
    #expect(Self.effects(of: .announcementBatchEndAsked, on: &machine) == "endPassNow")
    #expect(Self.effects(of: Self.passEndedInBatch, on: &machine) == "speak(No rows)")
  }

  @Test func aBatchEndNobodyWaitedForAsksForNothing() {
    var machine = Self.listening()
    #expect(Self.effects(of: .announcementBatchEnded, on: &machine) == "")
    #expect(Self.effects(of: .announcementBatchEndAsked, on: &machine) == "")
  }

  @Test func theNextBatchIsWaitedForAgainAfterTheDrainEnds() {
    var machine = Self.listening()
    _ = machine.handle(Self.passEndedInBatch)
    _ = machine.handle(.announcementBatchEnded)
    _ = machine.handle(.drainEnded)
    #expect(Self.effects(of: Self.passEndedInBatch, on: &machine) == "waitForBatch")
  }
}

// MARK: - The sections due

extension EmptyStateMachineTests {
  @Test func aNewMachineDecidesEverySection() {
    var machine = Machine()
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "decideSections(every)")
  }

  @Test func aPassForgetsTheSectionsItDecides() {
    var machine = Machine()
    _ = machine.handle(.sectionPassBegan)
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "")
  }

  @Test func reportedSectionsAreDecidedTogetherInOrder() {
    var machine = Machine()
    _ = machine.handle(.sectionPassBegan)
    _ = machine.handle(.sectionsChanged([3]))
    _ = machine.handle(.sectionsChanged([1, 3]))
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "decideSections([1, 3])")
  }

  @Test func aReportThatNamesNoSectionMakesEverySectionDue() {
    var machine = Machine()
    _ = machine.handle(.sectionPassBegan)
    _ = machine.handle(.sectionsChanged([2]))
    _ = machine.handle(.sectionsChanged(nil))
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "decideSections(every)")
  }

  @Test func aListThatCannotShowSectionViewsIsNotDecidedUntilAReset() {
    var machine = Machine()
    _ = machine.handle(.sectionsUnsupported)
    _ = machine.handle(.sectionsChanged([0]))
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "")
    _ = machine.handle(.sectionsReset)
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "decideSections(every)")
  }

  @Test func sectionsWaitWhileTheListsDecisionWaitsForTheContentChange() {
    var machine = Machine()
    _ = machine.handle(.contentChanging)
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "")
    _ = machine.handle(.contentChangeEnded)
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "decideSections(every)")
  }

  @Test func theListsPlaceholderComingMakesEverySectionDue() {
    var machine = Machine()
    _ = machine.handle(.configured(Self.everything))
    _ = machine.handle(.sectionPassBegan)
    _ = machine.handle(Self.decision())
    #expect(machine.visible == .empty)
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "decideSections(every)")
  }

  @Test func theListsPlaceholderGoingMakesEverySectionDue() {
    var machine = Self.decided()
    _ = machine.handle(.sectionPassBegan)
    _ = machine.handle(Self.decision(rows: true))
    #expect(machine.visible == nil)
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "decideSections(every)")
  }

  @Test func aCopiedMachineKeepsItsOwnSectionsDue() {
    var machine = Machine()
    _ = machine.handle(.sectionPassBegan)
    var copy = machine
    _ = copy.handle(.sectionsChanged([4]))
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "")
    #expect(Self.effects(of: .sectionPassBegan, on: &copy) == "decideSections([4])")
  }

  @Test func aDecisionThatKeepsTheListsPlaceholderMakesNoSectionDue() {
    var machine = Self.decided()
    _ = machine.handle(.sectionPassBegan)
    _ = machine.handle(Self.decision())
    #expect(Self.effects(of: .sectionPassBegan, on: &machine) == "")
  }
}

// MARK: - The revision of computed content

extension EmptyStateMachineTests {
  /// A machine whose provider gave the empty placeholder, shown, with its view built.
  static func showingProvided() -> Machine {
    var setup = Self.everything
    setup.hasProvider = true
    var machine = Machine()
    _ = machine.handle(.configured(setup))
    _ = machine.handle(.computed(hasContent: false, kind: .empty, answer: .provided(changed: true)))
    _ = machine.handle(.viewNeeded(.empty))
    return machine
  }

  @Test func contentTheProviderGivesAgainUnchangedKeepsTheView() {
    var machine = Self.showingProvided()
    let again = Machine.Event.computed(
      hasContent: false, kind: .empty, answer: .provided(changed: false))
    #expect(Self.effects(of: again, on: &machine) == "none")
  }

  @Test func contentTheProviderChangedIsANewRevision() {
    var machine = Self.showingProvided()
    let changed = Machine.Event.computed(
      hasContent: false, kind: .empty, answer: .provided(changed: true))
    #expect(Self.effects(of: changed, on: &machine) == "swap(empty)")
  }

  @Test func theConfiguredPlaceholderAfterAProvidedOneIsANewRevision() {
    var machine = Self.showingProvided()
    let configured = Machine.Event.computed(hasContent: false, kind: .empty, answer: .configured)
    #expect(Self.effects(of: configured, on: &machine) == "swap(empty)")
  }
}
