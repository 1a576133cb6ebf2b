import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct LeakTests {}

extension LeakTests {
  @Test func listWithAnEmptyViewAndTapBlockIsFreed() {
    weak var weakTable: TableView?
    weak var weakView: PlaceholderView?
    weak var weakController: EmptyStateController<TableView>?
    do {
      let table = Fixtures.table(SectionsSource([]))
      table.setEmptyView(title: "Retry") { list in list.reloadData() }
      table.tap(at: ViewPoint(x: 160, y: 240))
      weakTable = table
      weakView = table.emptyView
      weakController = table.emptyState
    }
    #expect(weakTable == nil)
    #expect(weakView == nil)
    #expect(weakController == nil)
  }

  @Test func dataSourceIsNotKeptAliveByTheList() {
    let table = TableView(frame: Fixtures.bounds)
    weak var weakSource: SectionsSource?
    do {
      let source = SectionsSource([1])
      table.dataSource = source
      table.reloadData()
      table.setEmptyView(title: "Nothing")
      weakSource = source
    }
    #expect(weakSource == nil)
  }

  @Test func objectsCapturedByTheTapBlockAreFreedWithTheList() {
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      let collection = Fixtures.collection(SectionsSource([]))
      collection.setEmptyView(title: "Retry") { _ in _ = canary }
    }
    #expect(weakCanary == nil)
  }

  @Test func replacedViewAndItsCapturesAreFreed() {
    let table = Fixtures.table(SectionsSource([]))
    weak var weakView: PlaceholderView?
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      table.setEmptyView(title: "Old") { _ in _ = canary }
      weakView = table.emptyView
    }
    table.setEmptyView(title: "New")
    #expect(weakView == nil)
    #expect(weakCanary == nil)
  }

  @Test func aHiddenViewIsFreedWithItsCapturesWhenItsConfigurationIsReplaced() {
    let source = SectionsSource([])
    let table = Fixtures.table(source)
    weak var weakView: PlaceholderView?
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      table.setEmptyView(title: "Old") { _ in _ = canary }
      weakView = table.emptyView
    }
    source.sections = [3]
    table.reloadData()
    #expect(!table.emptyState.isShown)
    table.setEmptyView(title: "New")
    #expect(weakView == nil)
    #expect(weakCanary == nil)
  }

  @Test func viewOfAConfigurationChangedByAHandlerIsFreedWhenTheDecisionHidesIt() {
    let table = Fixtures.table(SectionsSource([]))
    weak var weakView: PlaceholderView?
    do {
      table.setEmptyView(title: "Old")
      weakView = table.emptyView
    }
    let token = table.onEmptyStateEvent { table, event in
      guard case .didChangePhase = event else { return }
      table.emptyState.configuration.shouldDisplay = { _ in false }
    }
    table.emptyState.phase = .notLoaded
    #expect(table.emptyView == nil)
    #expect(weakView == nil)
    _ = token
  }

  @Test func thirdContainerWithAnEmptyViewIsFreed() {
    weak var weakList: StackList?
    do {
      let list = StackList(frame: Fixtures.bounds)
      list.setEmptyView(title: "No tags") { list in list.setSections([1]) }
      list.tap(at: ViewPoint(x: 160, y: 240))
      weakList = list
    }
    #expect(weakList == nil)
  }
}

// MARK: A container whose content change outlasts the call

extension LeakTests {
  /// A container whose content change goes on after the calls that started it, until
  /// ``endChange()``; what waits for it runs then.
  @MainActor final class LongChangeList: ViewNode, ListContainer {
    let contentHooks = HookPoint<LongChangeList, ListChange>(
      label: "LongChangeList.content", coalescing: ListChange.coalescing)
    var rows = 0
    var isChangingContent = false
    private var waiting: [@MainActor () -> Void] = []

    var numberOfSections: Int { 1 }

    func numberOfItems(inSection section: Int) -> Int { rows }

    func afterContentChange(_ body: @escaping @MainActor () -> Void) {
      guard isChangingContent else { return body() }
      waiting.append(body)
    }

    func endChange() {
      isChangingContent = false
      let bodies = waiting
      waiting = []
      for body in bodies { body() }
    }
  }

  @Test func aHiddenViewIsFreedWhenItsConfigurationIsReplacedDuringALongContentChange() {
    let list = LongChangeList(frame: Fixtures.bounds)
    list.emptyState.configuration.options.presentation = .afterCompletion
    weak var weakView: PlaceholderView?
    weak var weakCanary: Canary?
    do {
      let canary = Canary()
      weakCanary = canary
      list.setEmptyView(title: "Old") { _ in _ = canary }
      weakView = list.emptyView
    }
    list.rows = 3
    list.emptyState.reevaluate()
    #expect(!list.emptyState.isShown)
    list.isChangingContent = true
    list.emptyState.configuration.empty = EmptyStatePlaceholder(label: .title("New"))
    #expect(list.emptyView == nil)
    #expect(weakView == nil)
    #expect(weakCanary == nil)
    list.endChange()
  }
}
