/// A headless list that mirrors a host list: the host copies in its counts, geometry and
/// traits, and tells the mirror, through a small driver, each time its content changes or it
/// lays out.
///
/// ``TableMirror`` and ``CollectionMirror`` adopt it: each is a ``TableView`` or a
/// ``CollectionView`` whose counts come from its ``host`` instead of a data source, so
/// everything that attaches to a headless list (its content hooks, its emptiness hooks and
/// whatever higher layers build on them) attaches to a mirror unchanged, and behaves as it does
/// on the headless list given the same calls.
///
/// A host, such as a `UITableView` subclass, owns its mirror and calls the driver after each of
/// its own methods has done its work (a UIKit subclass overrides the method and calls `super`
/// first):
///
/// ```swift
/// extension MirroredTable {
///   func insertRows(at indexPaths: [ListIndexPath]) {
///     for path in indexPaths { cachedRows[path.section] += 1 }  // the host's own work first
///     mirror.hostInsertedItems(at: indexPaths)
///   }
///
///   func layoutSubviews() {
///     mirror.hostDidLayout(MirrorGeometry(size: size))
///   }
/// }
/// ```
///
/// Each driver method is the headless list's method of the same meaning (``hostDidReload()``
/// is ``ListView/reloadData()``, ``hostInsertedItems(at:)`` is ``ListView/insertItems(at:)``):
/// the update is checked against the counts before it and the host's counts after it, exactly
/// as on a headless list, and an update that does not match them is reported and recovered with
/// a reload. The mirror reads its host's counts only when the driver says they changed, and on
/// each layout (``hostDidLayout(_:)``), where a difference means something changed the host's
/// counts without a driver call: the mirror then reloads itself and reports
/// ``ListDiagnostic/hostCountsDiverged(section:expected:found:)``.
///
/// Only ``TableMirror`` and ``CollectionMirror`` should adopt this protocol: their counts come
/// from ``host``, which the driver relies on.
@MainActor
public protocol ListMirror: ListView, ListContainer {
  /// The host list whose counts the mirror copies; held weakly, as a data source is.
  ///
  /// Setting it makes the next read of the counts fetch them from the new host, as setting a
  /// data source does; its release is reported once, as
  /// ``ListDiagnostic/dataSourceReleased``, and leaves the mirror empty.
  var host: (any ListMirrorHost)? { get set }
}

// MARK: The driver: content changes

extension ListMirror {
  /// The host reloaded: the mirror fetches every count from it, as ``ListView/reloadData()``.
  public func hostDidReload() {
    reloadData()
  }

  /// The host inserted rows or items, as ``ListView/insertItems(at:)``.
  ///
  /// - Parameter indexPaths: Paths after the update.
  public func hostInsertedItems(at indexPaths: [ListIndexPath]) {
    insertItems(at: indexPaths)
  }

  /// The host deleted rows or items, as ``ListView/deleteItems(at:)``.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public func hostDeletedItems(at indexPaths: [ListIndexPath]) {
    deleteItems(at: indexPaths)
  }

  /// The host reloaded rows or items, as ``ListView/reloadItems(at:)``.
  ///
  /// - Parameter indexPaths: Paths before the update.
  public func hostReloadedItems(at indexPaths: [ListIndexPath]) {
    reloadItems(at: indexPaths)
  }

  /// The host moved one row or item, as ``ListView/moveItem(at:to:)``.
  ///
  /// - Parameters:
  ///   - indexPath: Its path before the update.
  ///   - newIndexPath: Its path after the update.
  public func hostMovedItem(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
    moveItem(at: indexPath, to: newIndexPath)
  }

  /// The host inserted sections, as ``ListView/insertSections(_:)``.
  ///
  /// - Parameter sections: Section indices after the update.
  public func hostInsertedSections(_ sections: [Int]) {
    insertSections(sections)
  }

  /// The host deleted sections, as ``ListView/deleteSections(_:)``.
  ///
  /// - Parameter sections: Section indices before the update.
  public func hostDeletedSections(_ sections: [Int]) {
    deleteSections(sections)
  }

  /// The host reloaded sections, as ``ListView/reloadSections(_:)``: their counts are fetched
  /// again.
  ///
  /// - Parameter sections: Section indices before the update.
  public func hostReloadedSections(_ sections: [Int]) {
    reloadSections(sections)
  }

  /// The host moved one section, as ``ListView/moveSection(_:toSection:)``.
  ///
  /// - Parameters:
  ///   - section: Its index before the update.
  ///   - newSection: Its index after the update.
  public func hostMovedSection(_ section: Int, toSection newSection: Int) {
    moveSection(section, toSection: newSection)
  }

  // MARK: The driver: batches

  /// The host opened a batch (`beginUpdates()`, or the start of `performBatchUpdates`): the
  /// updates until ``hostEndedBatch()`` apply together, as after ``ListView/beginUpdates()``.
  ///
  /// The batch must end in the same turn of the main actor, as the host's must; one left open
  /// is closed and reported as ``ListDiagnostic/batchLeftOpen``.
  public func hostBeganBatch() {
    beginUpdates()
  }

  /// The host closed its batch (`endUpdates()`, or the end of `performBatchUpdates`): its
  /// updates apply, as after ``ListView/endUpdates()``.
  ///
  /// Without an open batch it does nothing but report ``ListDiagnostic/unbalancedEndUpdates``.
  public func hostEndedBatch() {
    endUpdates()
  }

  /// The host ran a batch's completion (on a later turn than its end, as UIKit does).
  ///
  /// The batch's updates were applied when it ended; by now the host's counts have settled, so
  /// the mirror checks them as a layout does (``hostDidLayout(_:)``), and reloads itself if they
  /// differ. Inside an open batch or a content change it checks nothing.
  ///
  /// - Parameter finished: Whether the host's animations ran to their end; it changes nothing.
  public func hostCompletedBatch(finished: Bool) {
    reconcileWithHost()
  }

  // MARK: The driver: layout and traits

  /// The host laid out: the mirror takes its geometry, checks its counts against the host's,
  /// and lays itself out before returning.
  ///
  /// When the host's counts differ from the mirror's, something changed them without a driver
  /// call (code that reached past the host's update methods): the mirror reports
  /// ``ListDiagnostic/hostCountsDiverged(section:expected:found:)`` and reloads itself, so that
  /// what hangs on its content catches up one layout later. Inside an open batch or a content
  /// change the counts are not checked. When nothing changed, the call compares each section's
  /// count once and allocates nothing.
  ///
  /// Invalid geometry (a negative, infinite or NaN size, inset, offset or height) is refused
  /// value by value: the previous value stays and ``ListDiagnostic/invalidGeometry(_:)`` is
  /// reported.
  ///
  /// - Parameter geometry: What the host's layout pass found.
  public func hostDidLayout(_ geometry: MirrorGeometry) {
    take(geometry)
    reconcileWithHost()
    layoutIfNeeded()
  }

  /// The host's traits changed (light or dark, the text size, the layout direction): the
  /// mirror takes all three, so that whatever is drawn in it reads the host's traits.
  ///
  /// They become the mirror's ``ViewNode/traitOverrides``; the attachments of the mirror and of
  /// its subviews hear of the change (``ViewAttachment/viewTraitsDidChange(_:)``) before the call
  /// returns, when their traits changed.
  ///
  /// - Parameter traits: The host's traits.
  public func hostTraitsDidChange(_ traits: ViewTraits) {
    traitOverrides = ViewTraits.Overrides(
      interfaceStyle: traits.interfaceStyle, textSize: traits.textSize,
      layoutDirection: traits.layoutDirection)
  }
}
