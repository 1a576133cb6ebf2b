import Testing

@testable import EmptyState

/// The sealed state core on its own: inputs say whether a decision is due, the decision
/// returns the action, and the steady state needs no decision at all.
@Suite struct EmptyStateCoreDecisionTests {
  static let everything = EmptyStateMachine.Setup(
    configured: [PlaceholderKinds(.empty), PlaceholderKinds(.loading), PlaceholderKinds(.failure)])

  func core(shown hasContent: Bool = false) -> EmptyStateCore<String> {
    var core = EmptyStateCore<String>()
    core.configurationChanged(to: Self.everything)
    _ = core.decide(hasContent: hasContent, content: nil, shouldDisplay: true)
    core.viewBuilt()
    return core
  }
}

extension EmptyStateCoreDecisionTests {
  @Test func firstDecisionOverAnEmptyListShowsTheEmptyPlaceholder() {
    var core = EmptyStateCore<String>()
    core.configurationChanged(to: Self.everything)
    let result1 = core.decide(hasContent: false, content: nil, shouldDisplay: true)

    #expect(result1 == .show(.empty))
    #expect(core.visible == .empty)
  }

  @Test func steadyStateNeedsNoDecision() {
    let core = core()
    #expect(!core.needsDecision(hasContent: false))
    #expect(core.needsDecision(hasContent: true))
  }

  @Test func predicateMakesEveryChangeNeedADecision() {
    var core = EmptyStateCore<String>()
    var setup = Self.everything
    setup.hasPredicate = true
    core.configurationChanged(to: setup)
    _ = core.decide(hasContent: false, content: nil, shouldDisplay: true)
    #expect(core.needsDecision(hasContent: false))
  }

  @Test func rowsArrivingHideTheShownPlaceholder() {
    var core = core()
    let result2 = core.decide(hasContent: true, content: nil, shouldDisplay: true)

    #expect(result2 == .hide)
    #expect(core.visible == nil)
  }

  @Test func phaseChangeToTheSamePhaseIsNoInput() {
    var core = core()
    let result3 = core.setPhase(.loaded, byApp: true, computesPlaceholders: false).decisionDue

    #expect(!result3)
    let result101 = core.setPhase(.loading, byApp: true, computesPlaceholders: false).decisionDue
    #expect(result101)
    let result4 = core.decide(hasContent: false, content: nil, shouldDisplay: true)

    #expect(result4 == .swap(to: .loading))
  }

  @Test func newConfigurationRebuildsTheShownViewOfTheSameKind() {
    var core = core()
    core.configurationChanged(to: Self.everything)
    #expect(!core.viewIsCurrent)
    let result5 = core.decide(hasContent: false, content: nil, shouldDisplay: true)

    #expect(result5 == .swap(to: .empty))
  }

  @Test func dismissalHidesUntilTheDecisionChanges() {
    var core = core()
    let result6 = core.dismissed(.loading)

    #expect(!result6)
    let result102 = core.dismissed(.empty)
    #expect(result102)
    let result7 = core.decide(hasContent: false, content: nil, shouldDisplay: true)

    #expect(result7 == .hide)
    let result103 = core.decide(hasContent: true, content: nil, shouldDisplay: true)
    #expect(result103 == .none)
    let result8 = core.decide(hasContent: false, content: nil, shouldDisplay: true)

    #expect(result8 == .show(.empty))
  }

  @Test func predicateSayingNoShowsNothing() {
    var core = EmptyStateCore<String>()
    var setup = Self.everything
    setup.hasPredicate = true
    core.configurationChanged(to: setup)
    let result9 = core.decide(hasContent: false, content: nil, shouldDisplay: false)

    #expect(result9 == .none)
    #expect(core.visible == nil)
  }

  @Test func missingPlaceholderLeavesNothingShownAndAsksForADecision() {
    var core = core()
    core.placeholderMissing()
    #expect(core.visible == nil)
    #expect(core.needsDecision(hasContent: false))
  }

  @Test func unconfiguredPlaceholderIsNeverShown() {
    var core = EmptyStateCore<String>()
    core.configurationChanged(
      to: EmptyStateMachine.Setup(configured: [PlaceholderKinds(.empty)]))
    _ = core.setPhase(.failed(LoadError()), byApp: true, computesPlaceholders: false)
    let result10 = core.decide(hasContent: false, content: nil, shouldDisplay: true)

    #expect(result10 == .none)
  }
}

extension EmptyStateCoreDecisionTests {
  @Test func newContentForTheShownKindSwapsIt() {
    var core = core()
    let content = EmptyStateMachine.ResolvedContent(kind: .empty, revision: 1)
    let first = core.decide(hasContent: false, content: content, shouldDisplay: true)
    core.viewBuilt()
    let again = core.decide(hasContent: false, content: content, shouldDisplay: true)

    #expect(first == .swap(to: .empty))
    #expect(again == EmptyStateMachine.Action.none)
  }

  @Test func nothingToShowForTheCandidateCountsAsNotConfigured() {
    var core = core()
    let content = EmptyStateMachine.ResolvedContent(kind: .empty, revision: nil)
    let result = core.decide(hasContent: false, content: content, shouldDisplay: true)

    #expect(result == .hide)
    #expect(core.visible == nil)
  }

  @Test func theCandidateIsTheTablesConfiguredChoice() {
    var core = EmptyStateCore<String>()
    #expect(core.candidate(hasContent: false) == nil)  // nothing configured
    core.configurationChanged(to: Self.everything)
    #expect(core.candidate(hasContent: false) == .empty)
    #expect(core.candidate(hasContent: true) == nil)
  }
}

extension EmptyStateCoreDecisionTests {
  @Test func aPhaseChangeThatChangesWhatIsShownAsksForADecision() {
    var core = core()
    let change = core.setPhase(.loading, byApp: true, computesPlaceholders: false)

    #expect(change.decisionDue)
    #expect(change.announced)
  }

  @Test func aPhaseChangeThatChangesNothingShownAsksForNoDecision() {
    var core = core()
    let change = core.setPhase(.loaded, byApp: true, computesPlaceholders: false)

    #expect(!change.decisionDue)
  }
}
