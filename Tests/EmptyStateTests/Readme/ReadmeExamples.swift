import EmptyState
import Hooks

// The README's examples, verbatim (indentation aside): `ReadmeTests` checks that each README
// code block appears here, and runs these functions.

@MainActor
final class Orders: TableViewDataSource {
  var names: [String] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
}

@MainActor
enum ReadmeExamples {
  static func oneLine(print: @escaping (Any) -> Void) {
    let orders = Orders()
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = orders
    table.setEmptyView(title: "No orders yet") { table in
      table.reloadData()
    }
    print(table.emptyState.isShown)  // true: no rows

    orders.names = ["Flat white"]
    table.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    print(table.emptyState.isShown)  // false: a row arrived
  }

  static func hooking(print: @escaping (Any) -> Void) {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let token = table.contentHooks.after { table, change in
      print("\(change) -> \(table.numberOfSections) section(s)")
    }
    table.reloadData()  // prints "reloadData -> 0 section(s)"
    token.cancel()
  }
}
