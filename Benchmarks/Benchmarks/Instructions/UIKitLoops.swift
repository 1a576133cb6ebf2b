#if canImport(UIKit)
  import EmptyStateUIKit
  import UIKit

  /// The adapter's steady reload against the UIKit table's own (the stand-in off Apple
  /// platforms): `uikit-bare-1x100` and `uikit-attached-1x100`, for ``ProfileLoops``.
  @MainActor
  enum UIKitLoops {
    /// The scenes, by name: each returns the step to repeat.
    static let scenes: [String: @MainActor () -> (@MainActor () -> Void)] = [
      "uikit-bare-1x100": { reload(UITableView(frame: frame, style: .plain)) },
      "uikit-attached-1x100": {
        let table = EmptyStateTableView(frame: frame, style: .plain)
        table.setEmptyView(title: "No orders yet")
        return reload(table)
      },
    ]

    /// The size of `BenchTables`' tables.
    private static let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// A table over 100 rows in one section, laid out; each step reloads it and lays it out,
    /// the rows unchanged (the whole call, up to what is on screen).
    private static func reload(_ table: UITableView) -> @MainActor () -> Void {
      let source = UIKitBenchDataSource(rows: 100)
      table.dataSource = source
      table.reloadData()
      table.layoutIfNeeded()
      return {
        _ = source
        table.reloadData()
        table.layoutIfNeeded()
      }
    }
  }

  /// One section of fixed rows, as an app's data source between changes; cells come from a
  /// registered-free initializer, the same on both sides.
  @MainActor
  private final class UIKitBenchDataSource: NSObject, UITableViewDataSource {
    let rows: Int

    init(rows: Int) {
      self.rows = rows
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }
#endif
