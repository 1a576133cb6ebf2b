/// The list a mirror copies its counts from: a host list, such as a `UITableView` or a
/// `UICollectionView`, that answers with the counts it shows.
///
/// The names are UIKit's, so a `UICollectionView` subclass adopts it as it is, and a
/// `UITableView` subclass with one line:
///
/// ```swift
/// extension MirroredTable: ListMirrorHost {
///   func numberOfItems(inSection section: Int) -> Int { numberOfRows(inSection: section) }
/// }
/// ```
///
/// Answer with the counts the host has cached (what it shows), never by asking its data source
/// again: the mirror reads them only when its driver says the host changed or laid out
/// (``ListMirror``), and compares them with its own on each layout to catch a change that
/// bypassed the driver.
@MainActor
public protocol ListMirrorHost: AnyObject {
  /// The number of sections the host shows.
  var numberOfSections: Int { get }

  /// The number of rows or items the host shows in `section`.
  ///
  /// - Parameter section: A section index below ``numberOfSections``.
  /// - Returns: The count; a negative count is treated as 0, as a data source's is.
  func numberOfItems(inSection section: Int) -> Int
}
