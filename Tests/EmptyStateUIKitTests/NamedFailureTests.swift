#if canImport(UIKit)
  import EmptyStateUIKit
  import Testing
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #else
    @_spi(StandIn) import UIKit
  #endif

  // The ways swizzling libraries miss a change (the article "Hosting in UIKit"): each test
  // fails when the override it names is removed.
  extension EmptyStateUIKitTests {
    /// dzenbot/DZNEmptyDataSet#409; the override: `performBatchUpdates(_:completion:)`.
    @Test func itemsInsertedInACollectionsBatchHideThePlaceholderWhenTheBatchReturns() throws {
      let orders = Orders([0])
      let (collection, window) = emptyStateCollection(orders)
      let placeholder = try #require(collection.emptyView)
      #expect(placeholder.isShown(in: collection))
      collection.performBatchUpdates {
        orders.sections = [2]
        collection.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
      }
      #expect(!collection.emptyState.isShown)
      #expect(placeholder.superview == nil)
      _ = window
    }

    /// dzenbot/DZNEmptyDataSet#60 and #349; the overrides: `insertRows(at:with:)` and
    /// `deleteRows(at:with:)`.
    @Test func aSingleInsertAndDeleteOutsideABatchHideAndShowThePlaceholder() throws {
      let orders = Orders([0])
      let (table, window) = emptyStateTable(orders)
      #expect(table.emptyView?.isShown(in: table) == true)
      orders.sections = [1]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(table.emptyView == nil)
      #expect(table.labels.allSatisfy { $0.text != "No orders yet" || !$0.isShown(in: table) })
      orders.sections = [0]
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(table.emptyView?.isShown(in: table) == true)
      _ = window
    }

    /// `reloadSections` (missed by swizzling `reloadData`); the override:
    /// `reloadSections(_:with:)`.
    @Test func reloadingTheOnlySectionWithRowsHidesThePlaceholder() {
      let orders = Orders([0])
      let (table, window) = emptyStateTable(orders)
      #expect(table.emptyState.isShown)
      orders.sections = [3]
      table.reloadSections(IndexSet(integer: 0), with: .fade)
      #expect(!table.emptyState.isShown)
      #expect(table.emptyView == nil)
      _ = window
    }

    /// dzenbot/DZNEmptyDataSet#452; the override: the data source's
    /// `apply(_:animatingDifferences:completion:)`.
    @Test func aDiffableApplyHidesThePlaceholderBeforeItReturns() {
      let table = EmptyStateTableView(frame: .zero, style: .plain)
      let source = EmptyStateTableViewDiffableDataSource<String, Int>(tableView: table) {
        _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      let window = Host.window(holding: table)
      Host.runTurns()
      table.setEmptyView(title: "No orders yet")
      #expect(table.emptyState.isShown)
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["orders"])
      snapshot.appendItems([1, 2])
      source.apply(snapshot, animatingDifferences: true)
      #expect(!table.emptyState.isShown)
      source.apply(NSDiffableDataSourceSnapshot<String, Int>(), animatingDifferences: false)
      #expect(table.emptyView?.isShown(in: table) == true)
      _ = window
    }

    /// A change that reaches past the table's methods (here UIKit's own diffable data source,
    /// whose applies the table never sees) is caught on the next layout, with a diagnostic; the
    /// override: `layoutSubviews()`.
    @Test func aBypassingApplyIsCaughtOnTheNextLayout() {
      let table = EmptyStateTableView(frame: .zero, style: .plain)
      let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      var diagnostics: [ListDiagnostic] = []
      table.mirror.diagnosticHandler = { _, diagnostic in diagnostics.append(diagnostic) }
      let window = Host.window(holding: table)
      Host.runTurns()
      table.setEmptyView(title: "No orders yet")
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["orders"])
      snapshot.appendItems([1])
      source.apply(snapshot)
      #expect(table.emptyState.isShown)  // not seen yet: the apply bypassed the table
      Host.runTurns()
      #expect(!table.emptyState.isShown)
      #expect(diagnostics == [.hostCountsDiverged(section: nil, expected: 0, found: 1)])
      _ = window
    }

    /// A `UITableViewController` whose table shows an empty state: the controller's own reload
    /// when the table first appears hides the placeholder; the override: `reloadData()`.
    @Test func aTableViewControllersFirstReloadHidesThePlaceholderAsTheTableAppears() {
      final class OrdersController: UITableViewController {
        var rows = 0

        override func loadView() {
          let table = EmptyStateTableView(frame: .zero, style: .plain)
          table.dataSource = self
          tableView = table
        }

        override func viewDidLoad() {
          super.viewDidLoad()
          (tableView as? EmptyStateTableView)?.setEmptyView(title: "No orders yet")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
          -> Int
        {
          rows
        }
      }
      let controller = OrdersController(style: .plain)
      let table = controller.tableView as? EmptyStateTableView
      #expect(table?.emptyState.isShown == true)
      controller.rows = 2
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(table?.emptyState.isShown == false)
      #expect(table?.emptyView == nil)
    }

    /// A refresh control over an empty list whose placeholder blocks scrolling: the pull still
    /// refreshes, other drags do not scroll, and `isScrollEnabled` is never written; the
    /// override: `gestureRecognizerShouldBegin(_:)`.
    @Test(.enabled(if: Host.canDrag))
    func aPullToRefreshWorksOverAPlaceholderThatBlocksScrolling() {
      let orders = Orders([0])
      let (table, window) = emptyStateTable(orders)
      table.emptyState.configuration.options.scrolling = .blocked
      let refresh = UIRefreshControl()
      var refreshes = 0
      refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
      #expect(!Host.drag(table, by: 100))
      table.refreshControl = refresh
      #expect(!Host.drag(table, by: -100))
      #expect(Host.drag(table, by: 100))
      #expect(refresh.isRefreshing)
      #expect(refreshes == 1)
      #expect(table.isScrollEnabled)
      _ = window
    }
  }
#endif
