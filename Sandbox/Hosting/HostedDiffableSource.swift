#if canImport(UIKit)
  import EmptyState
  import UIKit

  /// A UIKit diffable data source seen as the Sandbox's snapshot feed: the Sandbox's snapshots
  /// are converted to UIKit's, and UIKit's back.
  @MainActor
  final class HostedDiffableSource: DiffableDataSource {
    typealias UIKitSnapshot = NSDiffableDataSourceSnapshot<String, String>

    /// The snapshot the UIKit data source shows; the closures keep the source, which lists hold
    /// weakly.
    private let current: () -> UIKitSnapshot
    /// Applies with batch updates.
    private let applying: (UIKitSnapshot, Bool, (() -> Void)?) -> Void
    /// Applies with a reload.
    private let reloading: (UIKitSnapshot, (() -> Void)?) -> Void

    init(
      current: @escaping () -> UIKitSnapshot,
      apply: @escaping (UIKitSnapshot, Bool, (() -> Void)?) -> Void,
      reload: @escaping (UIKitSnapshot, (() -> Void)?) -> Void
    ) {
      self.current = current
      applying = apply
      reloading = reload
    }

    func snapshot() -> ListSnapshot<String, String> {
      let shown = current()
      var snapshot = ListSnapshot<String, String>()
      for section in shown.sectionIdentifiers {
        // UIKit's snapshot already holds each identifier once, so neither append can fail.
        try? snapshot.appendSections([section])
        try? snapshot.appendItems(shown.itemIdentifiers(inSection: section), toSection: section)
      }
      return snapshot
    }

    func apply(
      _ snapshot: ListSnapshot<String, String>, animatingDifferences: Bool,
      completion: (@MainActor () -> Void)?
    ) {
      applying(Self.uikit(snapshot), animatingDifferences, completion)
    }

    func applySnapshotUsingReloadData(
      _ snapshot: ListSnapshot<String, String>, completion: (@MainActor () -> Void)?
    ) {
      reloading(Self.uikit(snapshot), completion)
    }

    func itemIdentifier(for indexPath: ListIndexPath) -> String? {
      let shown = current()
      guard shown.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
      let items = shown.itemIdentifiers(inSection: shown.sectionIdentifiers[indexPath.section])
      return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    func indexPath(for itemIdentifier: String) -> ListIndexPath? {
      let shown = current()
      guard let section = shown.sectionIdentifier(containingItem: itemIdentifier),
        let index = shown.indexOfSection(section),
        let item = shown.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
      else { return nil }
      return ListIndexPath(item: item, section: index)
    }

    func sectionIdentifier(for index: Int) -> String? {
      let sections = current().sectionIdentifiers
      return sections.indices.contains(index) ? sections[index] : nil
    }

    func index(for sectionIdentifier: String) -> Int? {
      current().indexOfSection(sectionIdentifier)
    }

    /// UIKit's snapshot of the same sections and items.
    private static func uikit(_ snapshot: ListSnapshot<String, String>) -> UIKitSnapshot {
      var converted = UIKitSnapshot()
      for section in snapshot.sectionIdentifiers {
        converted.appendSections([section])
        converted.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
      }
      return converted
    }
  }
#endif
