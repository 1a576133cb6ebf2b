#if canImport(UIKit)
  import EmptyState
  import EmptyStateUIKit
  import UIKit

  /// A table in UIKit (the stand-in off Apple platforms) hosting the empty state through the
  /// adapter: the Sandbox's changes go through it, and its mirror is the list the Sandbox draws.
  @MainActor
  final class HostedTable: HostedList {
    /// The adapter's table.
    let table = EmptyStateTableView(frame: .zero, style: .plain)
    /// Answers the table's counts from the Sandbox's data; held here, as the table holds it weakly.
    private let source: HostedTableData

    init(data: SandboxData) {
      source = HostedTableData(data: data)
      table.rowHeight = 32
      table.dataSource = source
    }

    var list: TableView { table.mirror }

    func reloadData() { table.reloadData() }

    func insertSections(_ sections: [Int]) {
      table.insertSections(IndexSet(sections), with: .automatic)
    }

    func deleteSections(_ sections: [Int]) {
      table.deleteSections(IndexSet(sections), with: .automatic)
    }

    func insertItems(at paths: [ListIndexPath]) {
      table.insertRows(
        at: paths.map { IndexPath(row: $0.item, section: $0.section) }, with: .automatic)
    }

    func deleteItems(at paths: [ListIndexPath]) {
      table.deleteRows(
        at: paths.map { IndexPath(row: $0.item, section: $0.section) }, with: .automatic)
    }

    func beginUpdates() { table.beginUpdates() }

    func endUpdates() { table.endUpdates() }

    func layOut() {
      let mirror = table.mirror
      let size = mirror.frame.size
      table.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      let inset = mirror.contentInset
      table.contentInset = UIEdgeInsets(
        top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
      table.contentOffset = CGPoint(x: mirror.contentOffset.x, y: mirror.contentOffset.y)
      _ = table.emptyState
      table.setNeedsLayout()
      table.layoutIfNeeded()
    }

    func mismatch() -> String? {
      let shown = table.mirror.emptyState.isShown
      guard let drawn = table.emptyView else {
        return shown ? "the mirror shows a placeholder the table does not draw" : nil
      }
      guard shown, let node = table.mirror.emptyView else {
        return "the table draws an empty view the mirror does not show"
      }
      let at = node.convert(ViewPoint.zero, to: table.mirror)
      let frame = drawn.frame
      let bounds = table.bounds
      guard
        Double(frame.minX - bounds.minX) == at.x, Double(frame.minY - bounds.minY) == at.y,
        Double(frame.width) == node.frame.size.width,
        Double(frame.height) == node.frame.size.height, drawn.superview === table, !drawn.isHidden
      else {
        return "the table draws its empty view at \(frame), the mirror at \(node.frame)"
      }
      return nil
    }
  }

  /// The Sandbox's data as a UIKit table's data source.
  @MainActor
  private final class HostedTableData: NSObject, UITableViewDataSource {
    let data: SandboxData

    init(data: SandboxData) {
      self.data = data
    }

    func numberOfSections(in tableView: UITableView) -> Int { data.sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      data.sections[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }
#endif
