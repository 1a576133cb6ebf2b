#if canImport(UIKit)
  import EmptyStateUIKit
  import UIKit

  // The examples of the `EmptyStateUIKit` documentation, compiled here word for word
  // (`HostingDocExampleTests` checks it); some run in those tests.

  /// The article's ten-line start.
  final class OrdersViewController: UITableViewController {
    override func loadView() { tableView = EmptyStateTableView(frame: .zero, style: .plain) }
    override func viewDidLoad() {
      super.viewDidLoad()
      (tableView as? EmptyStateTableView)?.setEmptyView(title: "No orders yet") { table in
        table.reloadData()
      }
    }
  }

  /// An order, for the diffable example.
  struct Order: Identifiable, Hashable, Sendable {
    let id: Int
  }

  /// The sections of the diffable example.
  enum Section: Hashable, Sendable {
    case orders
  }

  @MainActor
  enum HostingExamples {
    /// The one-line attach of the catalog and of `EmptyStateTableView`.
    static func attach(orders: any UITableViewDataSource) -> EmptyStateTableView {
      let table = EmptyStateTableView(frame: .zero, style: .plain)
      table.dataSource = orders
      table.setEmptyView(title: "No orders yet")
      return table
    }

    /// The tap block of `setEmptyView(title:onTap:)`.
    static func attachWithTap(to table: EmptyStateTableView) {
      table.setEmptyView(title: "No orders yet") { table in table.reloadData() }
    }

    /// The collection of `EmptyStateCollectionView`.
    static func photos(layout: UICollectionViewLayout) -> EmptyStateCollectionView {
      let photos = EmptyStateCollectionView(frame: .zero, collectionViewLayout: layout)
      photos.setEmptyView(title: "No photos")
      photos.setEmptyView(title: "No photos") { photos in photos.reloadData() }
      return photos
    }

    /// The diffable data source of `EmptyStateTableViewDiffableDataSource`.
    static func diffable(
      table: EmptyStateTableView, snapshot: NSDiffableDataSourceSnapshot<Section, Order.ID>
    ) -> EmptyStateTableViewDiffableDataSource<Section, Order.ID> {
      table.register(UITableViewCell.self, forCellReuseIdentifier: "order")
      let source = EmptyStateTableViewDiffableDataSource<Section, Order.ID>(tableView: table) {
        table, indexPath, id in table.dequeueReusableCell(withIdentifier: "order", for: indexPath)
      }
      source.apply(snapshot)  // the placeholder hides or shows before `apply` returns
      return source
    }
  }
#endif
