import Hooks
import ListViews
import TestSupport
import Testing

/// The content offset: an input that code following the scrolling hears through the scroll
/// hooks.
@Suite @MainActor struct ContentOffsetTests {}

extension ContentOffsetTests {
  @Test func settingItRunsTheScrollHooksWithTheNewOffset() {
    let table = Fixtures.table(SectionsSource([40]))
    var offsets: [ViewPoint] = []
    let token = table.scrollHooks.after { _, offset in offsets.append(offset) }
    table.contentOffset = ViewPoint(x: 0, y: 120)
    table.contentOffset = ViewPoint(x: 0, y: 300)
    #expect(offsets == [ViewPoint(x: 0, y: 120), ViewPoint(x: 0, y: 300)])
    token.cancel()
  }

  @Test func anOffsetThatIsNotFiniteIsRefused() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([40]), diagnostics: log)
    table.contentOffset = ViewPoint(x: 0, y: 80)
    table.contentOffset = ViewPoint(x: 0, y: .nan)
    table.contentOffset = ViewPoint(x: .infinity, y: 0)
    #expect(table.contentOffset == ViewPoint(x: 0, y: 80))
    #expect(log.entries.count == 2)
  }

  @Test func anOffsetSetFromAScrollHookRunsOneMorePassWithTheLatest() {
    let table = Fixtures.table(SectionsSource([40]))
    var offsets: [Double] = []
    let token = table.scrollHooks.after { view, offset in
      offsets.append(offset.y)
      if offset.y < 100 { view.contentOffset = ViewPoint(x: 0, y: 100) }
    }
    table.contentOffset = ViewPoint(x: 0, y: 10)
    #expect(offsets == [10, 100])
    token.cancel()
  }
}
