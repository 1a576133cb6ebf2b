import EmptyState
import TestSupport
import Testing

/// What a handler causes is done after it returns, first in, first out, whatever kind of event
/// it handles: no handler ever runs inside another.
@Suite @MainActor struct WorkOrderTests {
  /// Records each event and how many handlers were running when it came.
  final class Recorder {
    var events: [EmptyStateEvent] = []
    var depth = 0
    var deepest = 0
  }

  @Test func aDecisionAskedForByAPhaseHandlerComesAfterTheHandlerReturns() throws {
    let list = try PhasedList()
    let recorder = Recorder()
    let token = list.table.onEmptyStateEvent { table, event in
      recorder.depth += 1
      recorder.deepest = max(recorder.deepest, recorder.depth)
      recorder.events.append(event)
      if event == .didChangePhase(.failed) {
        table.emptyState.configuration.failure = try? EmptyStatePlaceholder(title: "Offline")
      }
      recorder.depth -= 1
    }
    defer { token.cancel() }
    list.table.emptyState.failLoading(with: LoadError())
    #expect(recorder.deepest == 1)
    #expect(recorder.events == [.didChangePhase(.failed), .willAppear, .didAppear])
    #expect(list.table.emptyView?.titleNode.text == "Offline")
  }

  @Test func aReloadFromAnAppearanceHandlerIsDecidedAfterIt() throws {
    let list = try PhasedList()
    let recorder = Recorder()
    var shownInsideTheHandler: Bool?
    let token = list.table.onEmptyStateEvent { table, event in
      recorder.depth += 1
      recorder.deepest = max(recorder.deepest, recorder.depth)
      recorder.events.append(event)
      if event == .didAppear, shownInsideTheHandler == nil {
        list.source.sections = [1]
        table.reloadData()
        shownInsideTheHandler = table.emptyState.isShown
      }
      recorder.depth -= 1
    }
    defer { token.cancel() }
    list.table.emptyState.finishLoading()
    #expect(recorder.deepest == 1)
    #expect(shownInsideTheHandler == true)  // the reload's decision waits for the handler
    #expect(!list.table.emptyState.isShown)  // and is done before the outer call returns
    #expect(
      recorder.events == [
        .didChangePhase(.loaded), .willAppear, .didAppear, .willDisappear, .didDisappear,
      ])
  }
}
