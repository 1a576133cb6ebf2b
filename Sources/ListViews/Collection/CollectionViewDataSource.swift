/// The object that tells a ``CollectionView`` how many sections and items it has.
///
/// The method names are UIKit's, so `UICollectionViewDataSource` code moves over unchanged.
/// ``numberOfSections(in:)`` is optional: without it a collection has one section.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections; optional, 1 by default.
  ///
  /// - Parameter collectionView: The collection asking.
  /// - Returns: The number of sections. A negative number is treated as 0 and reported.
  func numberOfSections(in collectionView: CollectionView) -> Int

  /// The number of items in `section`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection asking.
  ///   - section: A section index below the number of sections.
  /// - Returns: The number of items. A negative number is treated as 0 and reported.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

  /// The text an item shows when the collection is drawn; optional, `nil` by default.
  ///
  /// This is the headless stand-in for `collectionView(_:cellForItemAt:)`: renderers draw it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection asking.
  ///   - indexPath: The item's position.
  /// - Returns: The item's text, or `nil` for the default `<section>.<item>`.
  func collectionView(_ collectionView: CollectionView, textForItemAt indexPath: ListIndexPath)
    -> String?

  /// The text of a section's header strip (``CollectionView/sectionHeaderHeight``); optional,
  /// `nil` by default (an empty strip).
  ///
  /// - Parameters:
  ///   - collectionView: The collection asking.
  ///   - section: The section's index.
  /// - Returns: The header's text, or `nil` for none.
  func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int)
    -> String?

  /// The text of a section's footer strip (``CollectionView/sectionFooterHeight``); optional,
  /// `nil` by default.
  ///
  /// - Parameters:
  ///   - collectionView: The collection asking.
  ///   - section: The section's index.
  /// - Returns: The footer's text, or `nil` for none.
  func collectionView(_ collectionView: CollectionView, titleForFooterInSection section: Int)
    -> String?
}

extension CollectionViewDataSource {
  /// No text: renderers draw `<section>.<item>`.
  public func collectionView(
    _ collectionView: CollectionView, textForItemAt indexPath: ListIndexPath
  ) -> String? {
    nil
  }

  /// No text: the header strip is drawn empty.
  public func collectionView(
    _ collectionView: CollectionView, titleForHeaderInSection section: Int
  ) -> String? {
    nil
  }

  /// No text: the footer strip is drawn empty.
  public func collectionView(
    _ collectionView: CollectionView, titleForFooterInSection section: Int
  ) -> String? {
    nil
  }

  /// One section, as in UIKit when the data source does not say.
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    1
  }
}
