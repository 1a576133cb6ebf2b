import Hooks
import ListViews
import TestSupport
import Testing

/// The safe area: an input for views over the content, which moves nothing the list draws.
@Suite @MainActor struct SafeAreaTests {}

extension SafeAreaTests {
  @Test func settingItTellsTheAttachmentsAndMovesNothing() {
    let table = Fixtures.table(SectionsSource([2]))
    let recorder = LayoutCounter()
    table.addAttachment(recorder)
    let area = table.contentArea
    table.safeAreaInsets = ViewInsets(top: 44, bottom: 34)
    #expect(recorder.calls == 1)
    #expect(table.contentArea == area)
    #expect(table.frameForRow(at: ListIndexPath(row: 0, section: 0))?.minY == 0)
    table.safeAreaInsets = ViewInsets(top: 44, bottom: 34)
    #expect(recorder.calls == 1)
  }

  @Test func invalidInsetsAreRefused() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([]), diagnostics: log)
    table.safeAreaInsets = ViewInsets(top: -1)
    table.safeAreaInsets = ViewInsets(left: .nan)
    #expect(table.safeAreaInsets == .zero)
    #expect(log.entries.count == 2)
  }

  @Test func aContainerWithoutASafeAreaHasNone() {
    #expect(Stack().safeAreaInsets == .zero)
  }
}

/// Counts the layout changes it hears.
@MainActor
private final class LayoutCounter: ViewAttachment {
  var calls = 0

  func viewDidLayout(_ view: ViewNode) {
    calls += 1
  }
}

/// A container that is not a scroll view.
@MainActor
private final class Stack: ViewNode, ListContainer {
  let contentHooks = HookPoint<Stack, ListChange>(
    label: "Stack.content", coalescing: ListChange.coalescing)
  var numberOfSections: Int { 0 }
  func numberOfItems(inSection section: Int) -> Int { 0 }
}
