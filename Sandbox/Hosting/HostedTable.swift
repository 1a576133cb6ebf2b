#if canImport(UIKit)
  import EmptyState
  import EmptyStateUIKit
  import UIKit

  /// A table in UIKit (the stand-in off Apple platforms) hosting the empty state through the
  /// adapter: the Sandbox's changes go through it, and its mirror is the list the Sandbox draws.
  @MainActor
  final class HostedTable: UIKitHostedList {
    /// The adapter's table.
    let table = EmptyStateTableView(frame: .zero, style: .plain)
    /// Answers the table's counts from the Sandbox's data; held here, as the table holds it weakly.
    private let source: HostedTableData
    /// The texts of the table's header and footer views, drawn into the mirror's stand-ins.
    private var accessories: [SandboxCommand.Accessory: HostedAccessory] = [:]
    /// The open batch's updates, told to the table at its end.
    private let batch = HostedBatch()

    init(data: SandboxData) {
      source = HostedTableData(data: data)
      table.rowHeight = 32
      table.dataSource = source
    }

    var mirror: ActiveList.Typed { .table(table.mirror) }
    var scrollView: UIScrollView { table }
    let window = UIWindow(frame: .zero)
    var mirrorView: ListView { table.mirror }
    var shownNode: ViewNode? { table.mirror.emptyState.isShown ? table.mirror.emptyView : nil }
    var drawnEmptyView: UIView? { table.emptyView }

    func connect() { _ = table.emptyState }

    func reloadData() { table.reloadData() }

    func tell(_ update: ListUpdate) {
      guard !batch.isOpen else { return batch.hold(update) }
      switch update {
      case .insertSections(let sections):
        table.insertSections(IndexSet(sections), with: .automatic)
      case .deleteSections(let sections):
        table.deleteSections(IndexSet(sections), with: .automatic)
      case .insertItems(let paths):
        table.insertRows(at: paths.map(IndexPath.init(rowOf:)), with: .automatic)
      case .deleteItems(let paths):
        table.deleteRows(at: paths.map(IndexPath.init(rowOf:)), with: .automatic)
      default:
        table.reloadData()  // the Sandbox tells no other update
      }
    }

    func beginUpdates() { batch.open(over: source.data) }

    func endUpdates() -> Bool {
      guard let (updates, valid) = batch.close(over: source.data) else { return true }
      guard valid else {
        table.reloadData()
        return false
      }
      table.beginUpdates()
      for update in updates { tell(update) }
      table.endUpdates()
      return true
    }

    /// Sets `tableHeaderView` or `tableFooterView` to a label `height` points high.
    func setAccessory(
      _ which: SandboxCommand.Accessory, text: String?, height: Double,
      onTap: @escaping @MainActor () -> Void
    ) {
      var view: UILabel?
      if let text {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: table.bounds.width, height: height))
        label.text = text
        view = label
        accessories[which] = HostedAccessory(text: text, onTap: onTap)
      } else {
        accessories[which] = nil
      }
      if which == .header { table.tableHeaderView = view } else { table.tableFooterView = view }
    }

    func makeDiffableSource() -> any DiffableDataSource<String, String> {
      let source = EmptyStateTableViewDiffableDataSource<String, String>(tableView: table) {
        _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      return HostedDiffableSource(
        current: { source.snapshot() },
        apply: { source.apply($0, animatingDifferences: $1, completion: $2) },
        reload: { source.applySnapshotUsingReloadData($0, completion: $1) })
    }

    func feedFromData() { table.dataSource = source }

    func layOut() {
      layOutUIKit()
      // The mirror stands for the table's header and footer with views of their heights; the
      // Sandbox writes their texts into them, so they read as the table's do.
      accessories[.header]?.draw(in: table.mirror.headerView)
      accessories[.footer]?.draw(in: table.mirror.footerView)
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

  /// The text of a hosted table's header or footer, and what a tap on it does.
  @MainActor
  private struct HostedAccessory {
    let text: String
    let onTap: @MainActor () -> Void

    /// Writes the text into `stand`, the mirror's view standing for the table's, once.
    func draw(in stand: ViewNode?) {
      guard let stand else { return }
      let label = stand.subviews.first as? LabelNode ?? LabelNode(text: text)
      if label.superview !== stand {
        label.tapAction = { _ in onTap() }
        // A new label under a shallow stand-in: neither a cycle nor too deep a tree.
        try? stand.addSubview(label)
      }
      if label.text != text { label.text = text }
      if label.frame != stand.bounds { label.frame = stand.bounds }
    }
  }

  extension IndexPath {
    /// The UIKit index path of a row.
    init(rowOf path: ListIndexPath) {
      self.init(row: path.item, section: path.section)
    }

    /// The UIKit index path of an item.
    init(itemOf path: ListIndexPath) {
      self.init(item: path.item, section: path.section)
    }
  }
#endif
