import EmptyState
import TestSupport
import Testing

/// Listeners are additive and typed; delegates are checked against the list they listen to.
@Suite @MainActor struct ListenerTests {}

extension ListenerTests {
  @Test func aSecondListenerDoesNotReplaceTheFirst() {
    let table = Fixtures.table(SectionsSource([]))
    var first: [EmptyStateEvent] = []
    var second: [EmptyStateEvent] = []
    let firstToken = table.onEmptyStateEvent { _, event in first.append(event) }
    let secondToken = table.onEmptyStateEvent { _, event in second.append(event) }
    table.setEmptyView(title: "Nothing")
    #expect(first == [.willAppear, .didAppear])
    #expect(second == first)
    firstToken.cancel()
    secondToken.cancel()
  }

  @Test func droppingTheTokenRemovesTheListener() {
    let table = Fixtures.table(SectionsSource([]))
    var heard = 0
    do {
      let token = table.onEmptyStateEvent { _, _ in heard += 1 }
      _ = token
    }
    table.setEmptyView(title: "Nothing")
    #expect(heard == 0)
  }

  @Test func listenersHearInTheOrderTheyWereAdded() {
    let table = Fixtures.table(SectionsSource([]))
    var order: [String] = []
    let tokens = [
      table.emptyState.onEvent { _, event in if event == .didAppear { order.append("a") } },
      table.emptyState.onEvent { _, event in if event == .didAppear { order.append("b") } },
    ]
    table.setEmptyView(title: "Nothing")
    #expect(order == ["a", "b"])
    tokens.forEach { $0.cancel() }
  }

  @Test func aDelegateForAnotherKindOfListIsRefusedAndReported() {
    let log = DiagnosticLog()
    let table = Fixtures.table(SectionsSource([]), diagnostics: log)
    let tableDelegate = TableDelegate()
    let collectionDelegate = CollectionDelegate()
    table.emptyState.delegate = tableDelegate
    table.emptyState.delegate = collectionDelegate
    #expect(table.emptyState.delegate === tableDelegate)
    #expect(
      log.entries.first.map { if case .invalidConfiguration = $0 { true } else { false } }
        == true)
    table.setEmptyView(title: "Nothing")
    #expect(tableDelegate.appearances == 1)
    #expect(collectionDelegate.appearances == 0)
  }

  @Test func aSubclassSharesItsClassesEmptyState() {
    let table = OrdersTable(frame: Fixtures.bounds)
    table.setEmptyView(title: "Nothing")
    let asTable: TableView = table
    #expect(asTable.emptyState === table.emptyState)
    #expect(asTable.emptyState.isShown)
  }
}

@MainActor
private final class TableDelegate: EmptyStateDelegate {
  var appearances = 0
  func emptyStateDidAppear(in list: TableView) { appearances += 1 }
}

@MainActor
private final class CollectionDelegate: EmptyStateDelegate {
  var appearances = 0
  func emptyStateDidAppear(in list: CollectionView) { appearances += 1 }
}

@MainActor
private final class OrdersTable: TableView {}
