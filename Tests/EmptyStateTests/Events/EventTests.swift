import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct EventTests {}

extension EventTests {
  @Test func thousandReloadsThatChangeNothingFireNoEvents() throws {
    let list = try PhasedList(rows: [0])
    let delegate = DelegateLog()
    list.table.emptyState.delegate = delegate
    list.table.emptyState.finishLoading()
    let log = EventLog(observing: list.table.emptyState)
    delegate.calls = []
    for _ in 0..<1_000 { list.table.reloadData() }
    list.source.sections = [4]
    list.table.reloadData()
    let afterTransition = log.events.count
    for _ in 0..<1_000 { list.table.reloadData() }
    #expect(log.events.count == afterTransition)
    #expect(log.events == [.willDisappear, .didDisappear])
    #expect(delegate.calls == ["willDisappear", "didDisappear"])
  }

  @Test func delegateHearsEveryKindOfEvent() throws {
    let list = try PhasedList(rows: [0])
    let delegate = DelegateLog()
    list.table.emptyState.delegate = delegate
    list.table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", button: PlaceholderButton(title: "Reload"), onTap: { _ in })
    list.table.emptyState.finishLoading()
    let view = try #require(list.table.emptyView)
    _ = try #require(view.buttonNode, "the placeholder has a button")
    list.table.tap(at: ViewPoint(x: view.frame.midX, y: view.frame.minY + 2))
    list.table.tap(
      at: view.buttonCentre)
    list.source.sections = [1]
    list.table.reloadData()
    #expect(
      delegate.calls == [
        "phase:loaded", "willAppear", "didAppear", "tapView", "tapButton", "willDisappear",
        "didDisappear",
      ])
  }

  @Test func delegateHearsBeforeTheClosure() {
    let table = Fixtures.table(SectionsSource([]))
    var order: [String] = []
    let delegate = OrderDelegate { order.append("delegate") }
    table.emptyState.delegate = delegate
    let token = table.emptyState.onEvent { _, event in
      if event == .didAppear { order.append("closure") }
    }
    defer { token.cancel() }
    table.setEmptyView(title: "Nothing")
    #expect(order == ["delegate", "closure"])
  }

  @Test func delegateIsHeldWeakly() {
    let table = Fixtures.table(SectionsSource([]))
    weak var weakDelegate: DelegateLog?
    do {
      let delegate = DelegateLog()
      table.emptyState.delegate = delegate
      weakDelegate = delegate
    }
    #expect(weakDelegate == nil)
  }

  @Test func typedClosureReceivesTheListAsItsOwnType() {
    let table = Fixtures.table(SectionsSource([]))
    var received: [(TableView, EmptyStateEvent)] = []
    let token = table.onEmptyStateEvent { list, event in received.append((list, event)) }
    defer { token.cancel() }
    table.setEmptyView(title: "Nothing")
    #expect(received.map(\.1) == [.willAppear, .didAppear])
    #expect(received.allSatisfy { $0.0 === table })
  }
}

@MainActor
private final class OrderDelegate: EmptyStateDelegate {
  let didAppear: () -> Void
  init(didAppear: @escaping () -> Void) { self.didAppear = didAppear }
  func emptyStateDidAppear(in list: TableView) { didAppear() }
}
