import Testing

@testable import EmptyState

/// The sealed state machine on its own: inputs say whether a decision is due, the decision
/// returns the action, and the steady state needs no decision at all.
@Suite struct EmptyStateMachineTests {
  static let everything = EmptyStateMachine.Setup(
    configured: [PlaceholderKinds(.empty), PlaceholderKinds(.loading), PlaceholderKinds(.failure)])

  func machine(shown hasContent: Bool = false) -> EmptyStateMachine {
    var machine = EmptyStateMachine()
    machine.configurationChanged(to: Self.everything)
    _ = machine.contentChanged(hasContent: hasContent, shouldDisplay: true)
    machine.viewBuilt()
    return machine
  }
}

extension EmptyStateMachineTests {
  @Test func firstDecisionOverAnEmptyListShowsTheEmptyPlaceholder() {
    var machine = EmptyStateMachine()
    machine.configurationChanged(to: Self.everything)
    let result1 = machine.contentChanged(hasContent: false, shouldDisplay: true)

    #expect(result1 == .show(.empty))
    #expect(machine.visible == .empty)
  }

  @Test func steadyStateNeedsNoDecision() {
    let machine = machine()
    #expect(!machine.needsDecision(hasContent: false))
    #expect(machine.needsDecision(hasContent: true))
  }

  @Test func predicateMakesEveryChangeNeedADecision() {
    var machine = EmptyStateMachine()
    var setup = Self.everything
    setup.hasPredicate = true
    machine.configurationChanged(to: setup)
    _ = machine.contentChanged(hasContent: false, shouldDisplay: true)
    #expect(machine.needsDecision(hasContent: false))
  }

  @Test func rowsArrivingHideTheShownPlaceholder() {
    var machine = machine()
    let result2 = machine.contentChanged(hasContent: true, shouldDisplay: true)

    #expect(result2 == .hide)
    #expect(machine.visible == nil)
  }

  @Test func phaseChangeToTheSamePhaseIsNoInput() {
    var machine = machine()
    let result3 = machine.phaseChanged(to: .loaded)

    #expect(!result3)
    let result101 = machine.phaseChanged(to: .loading)
    #expect(result101)
    let result4 = machine.contentChanged(hasContent: false, shouldDisplay: true)

    #expect(result4 == .swap(to: .loading))
  }

  @Test func newConfigurationRebuildsTheShownViewOfTheSameKind() {
    var machine = machine()
    machine.configurationChanged(to: Self.everything)
    #expect(!machine.viewIsCurrent)
    let result5 = machine.contentChanged(hasContent: false, shouldDisplay: true)

    #expect(result5 == .swap(to: .empty))
  }

  @Test func dismissalHidesUntilTheDecisionChanges() {
    var machine = machine()
    let result6 = machine.dismissed(.loading)

    #expect(!result6)
    let result102 = machine.dismissed(.empty)
    #expect(result102)
    let result7 = machine.contentChanged(hasContent: false, shouldDisplay: true)

    #expect(result7 == .hide)
    let result103 = machine.contentChanged(hasContent: true, shouldDisplay: true)
    #expect(result103 == .none)
    let result8 = machine.contentChanged(hasContent: false, shouldDisplay: true)

    #expect(result8 == .show(.empty))
  }

  @Test func predicateSayingNoShowsNothing() {
    var machine = EmptyStateMachine()
    var setup = Self.everything
    setup.hasPredicate = true
    machine.configurationChanged(to: setup)
    let result9 = machine.contentChanged(hasContent: false, shouldDisplay: false)

    #expect(result9 == .none)
    #expect(machine.visible == nil)
  }

  @Test func missingPlaceholderLeavesNothingShownAndAsksForADecision() {
    var machine = machine()
    machine.placeholderMissing()
    #expect(machine.visible == nil)
    #expect(machine.needsDecision(hasContent: false))
  }

  @Test func unconfiguredPlaceholderIsNeverShown() {
    var machine = EmptyStateMachine()
    machine.configurationChanged(
      to: EmptyStateMachine.Setup(configured: [PlaceholderKinds(.empty)]))
    _ = machine.phaseChanged(to: .failed)
    let result10 = machine.contentChanged(hasContent: false, shouldDisplay: true)

    #expect(result10 == .none)
  }
}

extension EmptyStateMachineTests {
  @Test func newContentForTheShownKindSwapsIt() {
    var machine = machine()
    let content = EmptyStateMachine.ResolvedContent(kind: .empty, revision: 1)
    let first = machine.contentChanged(hasContent: false, content: content, shouldDisplay: true)
    machine.viewBuilt()
    let again = machine.contentChanged(hasContent: false, content: content, shouldDisplay: true)

    #expect(first == .swap(to: .empty))
    #expect(again == EmptyStateMachine.Action.none)
  }

  @Test func nothingToShowForTheCandidateCountsAsNotConfigured() {
    var machine = machine()
    let content = EmptyStateMachine.ResolvedContent(kind: .empty, revision: nil)
    let result = machine.contentChanged(hasContent: false, content: content, shouldDisplay: true)

    #expect(result == .hide)
    #expect(machine.visible == nil)
  }

  @Test func theCandidateIsTheTablesConfiguredChoice() {
    var machine = EmptyStateMachine()
    #expect(machine.candidate(hasContent: false) == nil)  // nothing configured
    machine.configurationChanged(to: Self.everything)
    #expect(machine.candidate(hasContent: false) == .empty)
    #expect(machine.candidate(hasContent: true) == nil)
  }
}
