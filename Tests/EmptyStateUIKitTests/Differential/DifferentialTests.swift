#if canImport(UIKit)
  import EmptyState
  import EmptyStateUIKit
  import TestSupport
  import Testing
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #else
    @_spi(StandIn) import UIKit
  #endif

  /// Seeded random steps given to a headless list with `EmptyState` and to the adapter's list in
  /// UIKit: after every step the placeholder shown, its frame, the events, the announcements and
  /// the taps are the same (issue 45, item 4).
  @Suite(.serialized) @MainActor struct DifferentialTests {
    static let stepsPerSeed = 100
    static var seedCount: Int { ModelRunLength.seeds(quick: 40, soak: 200, long: 5_000) }

    @Test func anAdaptedTableShowsWhatAHeadlessTableShowsAfterEveryStep() async throws {
      try await run(seedBase: 0) { try Self.tablePair(diffable: false) }
    }

    @Test func anAdaptedCollectionShowsWhatAHeadlessCollectionShowsAfterEveryStep() async throws {
      try await run(seedBase: 1_000_000) { try Self.collectionPair(diffable: false) }
    }

    @Test func aDiffableAdaptedTableShowsWhatADiffableHeadlessTableShowsAfterEveryStep()
      async throws
    {
      try await run(seedBase: 2_000_000, diffable: true) { try Self.tablePair(diffable: true) }
    }

    @Test func aDiffableAdaptedCollectionShowsWhatADiffableHeadlessCollectionShowsAfterEveryStep()
      async throws
    {
      try await run(seedBase: 3_000_000, diffable: true) { try Self.collectionPair(diffable: true) }
    }

    /// A deliberate fault (the adapter's loading placeholder drawn a point low) is caught and
    /// shrunk to the one step that shows it.
    @Test func aTamperedAdapterIsCaughtAndShrunk() async throws {
      let make: () throws -> DifferentialPair<TableView> = {
        let pair = try Self.tablePair(diffable: false)
        pair.tamper = { pair in
          guard case .loading = pair.adapter.emptyState().phase, let view = pair.adapter.emptyView()
          else { return }
          view.frame.origin.y += 1
        }
        return pair
      }
      var found: (String, [DifferentialStep])?
      for seed in UInt64(0)..<20 where found == nil {
        found = try await Self.failure(seed: seed, diffable: false, make)
      }
      let (message, steps) = try #require(found)
      #expect(steps.map(\.description) == ["phase loading"])
      #expect(message.contains("frame"))
    }

    /// A change to the configuration of the adapter's shown placeholder (here turning
    /// announcements on after `setEmptyView`) rebuilds the mirror's placeholder without an event
    /// or a layout; the adapter draws it before the change returns.
    @Test func aConfigurationChangeOnTheAdapterRedrawsTheShownPlaceholderBeforeItReturns() {
      let (table, window) = emptyStateTable(Orders([0]))
      #expect(table.emptyView?.isShown(in: table) == true)
      table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
      #expect(table.emptyView?.isShown(in: table) == true)
      _ = window
    }

    /// A new title for the shown placeholder is drawn before the change returns.
    @Test func aNewTitleForTheShownPlaceholderIsDrawnBeforeTheChangeReturns() throws {
      let (table, window) = emptyStateTable(Orders([0]))
      table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "Nothing here")
      #expect(table.emptyView?.labels.compactMap(\.text).filter { !$0.isEmpty } == ["Nothing here"])
      _ = window
    }

    /// A pair that ran its steps and closed frees both its lists, so that nothing of theirs (a
    /// late layout, a page, an announcement) reaches a later pair or outlives the harness.
    @Test func aClosedPairFreesBothOfItsLists() async throws {
      for seed in UInt64(1_000_000)..<1_000_005 {
        weak var adapterView: UIScrollView?
        weak var headless: CollectionView?
        do {
          let pair = try Self.collectionPair(diffable: false)
          adapterView = pair.adapter.view
          headless = pair.headless
          _ = await pair.run(seed: seed, steps: Self.stepsPerSeed, diffable: false)
          pair.close()
        }
        #expect(adapterView == nil, "seed \(seed)")
        #expect(headless == nil, "seed \(seed)")
      }
    }

    /// Runs `seedCount` seeds; the pair yields the main actor after each step, so that the other
    /// suites' main-actor tests and their time limits are not held up by a soaked run.
    private func run<List: ListView & ListContainer>(
      seedBase: UInt64, diffable: Bool = false, _ make: () throws -> DifferentialPair<List>
    ) async throws {
      var taps = 0
      var sectionSteps = 0
      var laterPages = 0
      for seed in seedBase..<seedBase + UInt64(Self.seedCount) {
        let failure = try await Self.failure(seed: seed, diffable: diffable, make) {
          taps += $0.adapterTaps
          sectionSteps += $0.stepsShowingSectionPlaceholders
          laterPages += $0.laterPagesApplied
        }
        if let (message, steps) = failure {
          Issue.record(
            Comment(
              rawValue: "seed \(seed), \(List.self), shrunk to \(steps.count) steps: \(message)\n"
                + steps.map { "  \($0)" }.joined(separator: "\n")))
          return
        }
        await Task.yield()
      }
      #expect(taps > 0, "no step tapped a shown placeholder")
      #expect(sectionSteps > 0, "no step showed a section placeholder")
      #expect(diffable || laterPages > 0, "no step applied a later page")
    }

    /// The first difference of `seed`'s steps, and the fewest of its steps that still show one.
    static func failure<List: ListView & ListContainer>(
      seed: UInt64, diffable: Bool, _ make: () throws -> DifferentialPair<List>,
      ran: (DifferentialPair<List>) -> Void = { _ in }
    ) async throws -> (String, [DifferentialStep])? {
      let pair = try make()
      let first = await pair.run(seed: seed, steps: stepsPerSeed, diffable: diffable)
      pair.close()
      ran(pair)
      guard var found = first else { return nil }
      var index = 0
      while index < found.1.count {
        var fewer = found.1
        fewer.remove(at: index)
        let replayed = try make()
        let smaller = await replayed.replay(fewer)
        replayed.close()
        if let smaller { found = smaller } else { index += 1 }
      }
      return found
    }

    // MARK: Pairs

    static func tablePair(diffable: Bool) throws -> DifferentialPair<TableView> {
      let orders = Orders([])
      let table = EmptyStateTableView(frame: .zero, style: .plain)
      let headless = TableView()
      var apply: (NSDiffableDataSourceSnapshot<Int, Int>, Bool) -> Void = { _, _ in }
      var headlessApply: ((ListSnapshot<Int, Int>, Bool) -> Void)?
      if diffable {
        let source = EmptyStateTableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in
          UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        apply = { snapshot, reload in
          if reload {
            source.applySnapshotUsingReloadData(snapshot)
          } else {
            source.apply(snapshot, animatingDifferences: true)
          }
        }
        let headlessSource = TableViewDiffableDataSource<Int, Int>(tableView: headless) {
          _, _, _ in nil
        }
        headlessApply = { snapshot, reload in
          if reload {
            headlessSource.applySnapshotUsingReloadData(snapshot)
          } else {
            headlessSource.apply(snapshot, animatingDifferences: true)
          }
        }
      } else {
        table.dataSource = orders
      }
      let window = Host.window(holding: table)
      let adapter = AdapterList<TableView>(
        view: table, window: window, emptyState: { table.emptyState },
        emptyView: { table.emptyView }, reload: { table.reloadData() },
        update: { table.tell($0) },
        batch: { updates in
          table.performBatchUpdates { for update in updates { table.tell(update) } }
        },
        apply: apply, mirror: table.mirror,
        setEmptyView: { onTap in table.setEmptyView(title: "No orders in the pair") { _ in onTap() }
        })
      let source = SectionsSource([])
      if !diffable { headless.dataSource = source }
      return try DifferentialPair(
        headless: headless, source: source, orders: orders, adapter: adapter,
        headlessApply: headlessApply)
    }

    static func collectionPair(diffable: Bool) throws -> DifferentialPair<CollectionView> {
      let orders = Orders([])
      let flow = UICollectionViewFlowLayout()
      let collection = EmptyStateCollectionView(frame: .zero, collectionViewLayout: flow)
      let headless = CollectionView()
      headless.itemSize = ViewSize(
        width: Double(flow.itemSize.width), height: Double(flow.itemSize.height))
      headless.itemSpacing = Double(flow.minimumLineSpacing)
      headless.sectionHeaderHeight = Double(flow.headerReferenceSize.height)
      headless.sectionFooterHeight = Double(flow.footerReferenceSize.height)
      var apply: (NSDiffableDataSourceSnapshot<Int, Int>, Bool) -> Void = { _, _ in }
      var headlessApply: ((ListSnapshot<Int, Int>, Bool) -> Void)?
      if diffable {
        let source = EmptyStateCollectionViewDiffableDataSource<Int, Int>(
          collectionView: collection
        ) { _, _, _ in UICollectionViewCell(frame: .zero) }
        apply = { snapshot, reload in
          if reload {
            source.applySnapshotUsingReloadData(snapshot)
          } else {
            source.apply(snapshot, animatingDifferences: true)
          }
        }
        let headlessSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: headless) {
          _, _, _ in nil
        }
        headlessApply = { snapshot, reload in
          if reload {
            headlessSource.applySnapshotUsingReloadData(snapshot)
          } else {
            headlessSource.apply(snapshot, animatingDifferences: true)
          }
        }
      } else {
        collection.dataSource = orders
      }
      let window = Host.window(holding: collection)
      let adapter = AdapterList<CollectionView>(
        view: collection, window: window, emptyState: { collection.emptyState },
        emptyView: { collection.emptyView }, reload: { collection.reloadData() },
        update: { collection.tell($0) },
        batch: { updates in
          collection.performBatchUpdates { for update in updates { collection.tell(update) } }
        },
        apply: apply, mirror: collection.mirror,
        setEmptyView: { onTap in
          collection.setEmptyView(title: "No orders in the pair") { _ in onTap() }
        })
      let source = SectionsSource([])
      if !diffable { headless.dataSource = source }
      return try DifferentialPair(
        headless: headless, source: source, orders: orders, adapter: adapter,
        headlessApply: headlessApply)
    }
  }

  extension UITableView {
    /// Tells the table of `update`, as an app does after editing its data source.
    func tell(_ update: ListUpdate) {
      switch update {
      case .insertItems(let paths): insertRows(at: paths.map(\.indexPath), with: .automatic)
      case .deleteItems(let paths): deleteRows(at: paths.map(\.indexPath), with: .automatic)
      case .reloadItems(let paths): reloadRows(at: paths.map(\.indexPath), with: .automatic)
      case .moveItem(let from, let to): moveRow(at: from.indexPath, to: to.indexPath)
      case .insertSections(let sections): insertSections(IndexSet(sections), with: .automatic)
      case .deleteSections(let sections): deleteSections(IndexSet(sections), with: .automatic)
      case .reloadSections(let sections): reloadSections(IndexSet(sections), with: .automatic)
      case .moveSection(let from, let to): moveSection(from, toSection: to)
      }
    }
  }

  extension UICollectionView {
    /// Tells the collection of `update`, as an app does after editing its data source.
    func tell(_ update: ListUpdate) {
      switch update {
      case .insertItems(let paths): insertItems(at: paths.map(\.indexPath))
      case .deleteItems(let paths): deleteItems(at: paths.map(\.indexPath))
      case .reloadItems(let paths): reloadItems(at: paths.map(\.indexPath))
      case .moveItem(let from, let to): moveItem(at: from.indexPath, to: to.indexPath)
      case .insertSections(let sections): insertSections(IndexSet(sections))
      case .deleteSections(let sections): deleteSections(IndexSet(sections))
      case .reloadSections(let sections): reloadSections(IndexSet(sections))
      case .moveSection(let from, let to): moveSection(from, toSection: to)
      }
    }
  }

  extension ListIndexPath {
    /// The UIKit index path of this position.
    var indexPath: IndexPath { IndexPath(row: row, section: section) }
  }
#endif
