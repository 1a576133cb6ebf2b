import Testing

@testable import EmptyState

/// The machine's part in presenting after a batch's completion, and in content rules.
extension EmptyStateMachineTests {
  func machine(presentation: EmptyStateOptions.Presentation) -> EmptyStateMachine {
    var machine = EmptyStateMachine()
    var setup = Self.everything
    setup.presentation = presentation
    machine.configurationChanged(to: setup)
    return machine
  }

  @Test func aDecisionDuringAChangeWaitsAfterCompletionAndIsScheduledOnce() {
    var machine = machine(presentation: .afterCompletion)
    #expect(machine.decisionDue(whileContentChanges: true) == .schedule)
    #expect(machine.decisionDue(whileContentChanges: true) == .scheduled)
    machine.waitedDecisionDue()
    #expect(machine.decisionDue(whileContentChanges: true) == .schedule)
  }

  @Test func aDecisionOutsideAChangeNeverWaits() {
    var machine = machine(presentation: .afterCompletion)
    #expect(machine.decisionDue(whileContentChanges: false) == .none)
  }

  @Test func aDecisionAtDecisionTimeNeverWaits() {
    var machine = machine(presentation: .atDecision)
    #expect(machine.decisionDue(whileContentChanges: true) == .none)
  }

  @Test func hidingNeverWaits() {
    var machine = machine(presentation: .afterCompletion)
    _ = machine.contentChanged(hasContent: false, shouldDisplay: true)
    #expect(machine.visible == .empty)
    #expect(machine.decisionDue(whileContentChanges: true) == .none)
  }

  @Test func aContentRuleMakesEveryChangeNeedADecision() {
    var machine = EmptyStateMachine()
    var setup = Self.everything
    setup.hasContentRule = true
    machine.configurationChanged(to: setup)
    _ = machine.contentChanged(hasContent: true, shouldDisplay: true)
    #expect(machine.needsDecision(hasContent: true))
  }
}
