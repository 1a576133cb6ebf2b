import Testing

@testable import EmptyState

/// The core's part in presenting after a batch's completion, and in content rules.
extension EmptyStateCoreDecisionTests {
  func core(presentation: EmptyStateOptions.Presentation) -> EmptyStateCore<String> {
    var core = EmptyStateCore<String>()
    var setup = Self.everything
    setup.presentation = presentation
    core.configurationChanged(to: setup)
    return core
  }

  @Test func aDecisionDuringAChangeWaitsAfterCompletionAndIsScheduledOnce() {
    var core = core(presentation: .afterCompletion)
    #expect(core.decisionDue(whileContentChanges: true) == .schedule)
    #expect(core.decisionDue(whileContentChanges: true) == .scheduled)
    core.waitedDecisionDue()
    #expect(core.decisionDue(whileContentChanges: true) == .schedule)
  }

  @Test func aDecisionOutsideAChangeNeverWaits() {
    var core = core(presentation: .afterCompletion)
    #expect(core.decisionDue(whileContentChanges: false) == .none)
  }

  @Test func aDecisionAtDecisionTimeNeverWaits() {
    var core = core(presentation: .atDecision)
    #expect(core.decisionDue(whileContentChanges: true) == .none)
  }

  @Test func hidingNeverWaits() {
    var core = core(presentation: .afterCompletion)
    _ = core.decide(hasContent: false, content: nil, shouldDisplay: true)
    #expect(core.visible == .empty)
    #expect(core.decisionDue(whileContentChanges: true) == .none)
  }

  @Test func aContentRuleMakesEveryChangeNeedADecision() {
    var core = EmptyStateCore<String>()
    var setup = Self.everything
    setup.hasContentRule = true
    core.configurationChanged(to: setup)
    _ = core.decide(hasContent: true, content: nil, shouldDisplay: true)
    #expect(core.needsDecision(hasContent: true))
  }
}
