#if canImport(UIKit)
  import EmptyState
  import EmptyStateUIKit
  import UIKit

  /// A collection in UIKit (the stand-in off Apple platforms) hosting the empty state through
  /// the adapter, with a flow layout of the headless collection's sizes.
  @MainActor
  final class HostedCollection: UIKitHostedList {
    /// The adapter's collection.
    let collection: EmptyStateCollectionView
    /// Answers the collection's counts from the Sandbox's data; held here, as the collection
    /// holds it weakly.
    private let source: HostedCollectionData
    /// The open batch's updates, told in one `performBatchUpdates(_:completion:)` at its end:
    /// UIKit's collections have no batch left open across calls.
    private let batch = HostedBatch()

    init(data: SandboxData) {
      let flow = UICollectionViewFlowLayout()
      let headless = CollectionView()
      flow.itemSize = CGSize(width: headless.itemSize.width, height: headless.itemSize.height)
      flow.minimumLineSpacing = CGFloat(headless.itemSpacing)
      collection = EmptyStateCollectionView(frame: .zero, collectionViewLayout: flow)
      source = HostedCollectionData(data: data)
      collection.dataSource = source
    }

    var mirror: ActiveList.Typed { .collection(collection.mirror) }
    var scrollView: UIScrollView { collection }
    let window = UIWindow(frame: .zero)
    var mirrorView: ListView { collection.mirror }
    var shownNode: ViewNode? {
      collection.mirror.emptyState.isShown ? collection.mirror.emptyView : nil
    }
    var drawnEmptyView: UIView? { collection.emptyView }

    func connect() { _ = collection.emptyState }

    func reloadData() { collection.reloadData() }

    func tell(_ update: ListUpdate) {
      guard !batch.isOpen else { return batch.hold(update) }
      switch update {
      case .insertSections(let sections): collection.insertSections(IndexSet(sections))
      case .deleteSections(let sections): collection.deleteSections(IndexSet(sections))
      case .insertItems(let paths): collection.insertItems(at: paths.map(IndexPath.init(itemOf:)))
      case .deleteItems(let paths): collection.deleteItems(at: paths.map(IndexPath.init(itemOf:)))
      default: collection.reloadData()  // the Sandbox tells no other update
      }
    }

    func beginUpdates() { batch.open(over: source.data) }

    func endUpdates() -> Bool {
      guard let (updates, valid) = batch.close(over: source.data) else { return true }
      guard valid else {
        collection.reloadData()
        return false
      }
      collection.performBatchUpdates { for update in updates { self.tell(update) } }
      return true
    }

    /// Refuses a text: a `UICollectionView` has no header or footer view of its own.
    func setAccessory(
      _ which: SandboxCommand.Accessory, text: String?, height: Double,
      onTap: @escaping @MainActor () -> Void
    ) throws(CommandError) {
      guard text != nil else { return }
      throw .usage(
        which.rawValue, "host headless",
        "a UICollectionView has no \(which.rawValue) view of its own; host it headless first")
    }

    func makeDiffableSource() -> any DiffableDataSource<String, String> {
      let source = EmptyStateCollectionViewDiffableDataSource<String, String>(
        collectionView: collection
      ) { _, _, _ in UICollectionViewCell(frame: .zero) }
      return HostedDiffableSource(
        current: { source.snapshot() },
        apply: { source.apply($0, animatingDifferences: $1, completion: $2) },
        reload: { source.applySnapshotUsingReloadData($0, completion: $1) })
    }

    func feedFromData() { collection.dataSource = source }

    func layOut() { layOutUIKit() }
  }

  /// The Sandbox's data as a UIKit collection's data source.
  @MainActor
  private final class HostedCollectionData: NSObject, UICollectionViewDataSource {
    let data: SandboxData

    init(data: SandboxData) {
      self.data = data
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { data.sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      data.sections[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      UICollectionViewCell(frame: .zero)
    }
  }
#endif
