import EmptyState
import Hooks
import TestSupport
import Testing

@Suite @MainActor struct EmptyViewTapTests {}

extension EmptyViewTapTests {
  @Test func tapInsideTheShownViewRunsTheBlockOnce() {
    let table = Fixtures.table(SectionsSource([]))
    var taps = 0
    table.setEmptyView(title: "Tap to retry") { _ in taps += 1 }
    let handled = table.tap(at: ViewPoint(x: 160, y: 240))
    #expect(handled)
    #expect(taps == 1)
  }

  @Test func tapOutsideTheViewDoesNothing() {
    let table = Fixtures.table(SectionsSource([]))
    var taps = 0
    table.setEmptyView(title: "Tap to retry") { _ in taps += 1 }
    #expect(!table.tap(at: ViewPoint(x: 5, y: 5)))
    #expect(taps == 0)
  }

  @Test func tapWithoutABlockDoesNothing() {
    let table = Fixtures.table(SectionsSource([]))
    table.setEmptyView(title: "Nothing")
    #expect(!table.tap(at: ViewPoint(x: 160, y: 240)))
  }

  @Test func tapOnTheHiddenViewDoesNothing() {
    let table = Fixtures.table(SectionsSource([1]))
    var taps = 0
    table.setEmptyView(title: "Tap to retry") { _ in taps += 1 }
    #expect(!table.tap(at: ViewPoint(x: 160, y: 240)))
    #expect(taps == 0)
  }

  @Test func tapBlockReceivesTheList() {
    let table = Fixtures.table(SectionsSource([]))
    var received: TableView?
    table.setEmptyView(title: "Tap") { list in received = list }
    table.tap(at: ViewPoint(x: 160, y: 240))
    #expect(received === table)
  }

  @Test func tapThatReloadsHidesTheViewWhenDataArrived() {
    let source = SectionsSource([])
    let table = Fixtures.table(source)
    table.setEmptyView(title: "Tap to retry") { list in
      source.sections = [3]
      list.reloadData()
    }
    table.tap(at: ViewPoint(x: 160, y: 240))
    #expect(!table.emptyState.isShown)
  }

  @Test func tapEventPrecedesTheBlock() {
    let table = Fixtures.table(SectionsSource([]))
    var order: [String] = []
    let token = table.emptyState.onEvent { _, event in
      if event == .didTapView { order.append("event") }
    }
    defer { token.cancel() }
    table.setEmptyView(title: "Tap") { _ in order.append("block") }
    table.tap(at: ViewPoint(x: 160, y: 240))
    #expect(order == ["event", "block"])
  }

  @Test func reloadFromAHookTriggeredByATapIsCoalesced() {
    let table = Fixtures.table(SectionsSource([]))
    var passes = 0
    let token = table.contentHooks.after { list, _ in
      passes += 1
      if passes < 100 { list.reloadData() }
    }
    table.setEmptyView(title: "Tap") { list in list.reloadData() }
    var diagnostics: [ListDiagnostic] = []
    table.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
    table.tap(at: ViewPoint(x: 160, y: 240))
    #expect(passes == 8)
    #expect(diagnostics == [.hook(.runawayReentrancy(label: "TableView.content", passes: 8))])
    _ = token
  }
}
