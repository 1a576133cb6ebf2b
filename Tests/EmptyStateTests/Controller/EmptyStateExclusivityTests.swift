import EmptyState
import TestSupport
import Testing

/// The reason the state machine may skip dynamic exclusivity checks: the predicate is asked
/// before the machine decides, so app code never runs while the machine is being changed.
@Suite @MainActor struct EmptyStateExclusivityTests {}

extension EmptyStateExclusivityTests {
  @Test func aPredicateThatChangesThePhaseAndTheConfigurationWhileAskedEndsConsistent() throws {
    let list = try PhasedList(rows: [0])
    var asked = 0
    list.table.emptyState.configuration.shouldDisplay = { table in
      asked += 1
      if asked == 1 {
        table.emptyState.beginLoading()
        table.emptyState.configuration.options.refresh = .replaceContent
      }
      return true
    }
    list.table.emptyState.finishLoading()
    #expect(asked >= 2)
    let shown = list.table.subviews.compactMap { $0 as? PlaceholderView }
    #expect(shown.count == (list.shown == nil ? 0 : 1))
    #expect(list.table.emptyState.phase == .loading)
    #expect(list.shown == .loading)
  }
}
