/// A layout object that organizes items into a grid with optional header and footer views for
/// each section.
///
/// [UICollectionViewFlowLayout](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout)
///
/// The stand-in flows vertically: each section is its header, its inset, its lines of items
/// and its footer. Items on a line sit at the minimum spacing from the leading edge (UIKit
/// spreads a full line's items across it; the heights, which the stand-in's users read, are
/// the same).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The default size to use for cells; 50 by 50 points.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The minimum spacing to use between lines of items in the grid; 10 points.
  open var minimumLineSpacing: CGFloat = 10
  /// The minimum spacing to use between items in the same row; 10 points.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The default sizes to use for section headers; zero (no headers).
  open var headerReferenceSize = CGSize.zero
  /// The default sizes to use for section footers; zero (no footers).
  open var footerReferenceSize = CGSize.zero
  /// The margins used to lay out content in a section.
  open var sectionInset = UIEdgeInsets.zero

  /// The top of each section, and the bottom of the last; made by `prepare()`.
  private var sectionTops: [CGFloat] = [0]
  /// The counts the tops were made for.
  private var counts: [Int] = []

  open override func prepare() {
    // The layout reads the collection view's cached counts:
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    guard let collectionView else { return }
    counts = collectionView.countCache.current
    var top: CGFloat = 0
    sectionTops = [top]
    for count in counts {
      top += sectionHeight(items: count)
      sectionTops.append(top)
    }
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: sectionTops.last ?? 0)
  }

  /// How many items fit on a line.
  private var itemsPerLine: Int {
    let width = (collectionView?.bounds.width ?? 0) - sectionInset.left - sectionInset.right
    let pitch = itemSize.width + minimumInteritemSpacing
    guard pitch > 0 else { return 1 }
    return max(1, Int(((width + minimumInteritemSpacing) / pitch).rounded(.down)))
  }

  /// A section's height: header, insets, lines of items and footer.
  private func sectionHeight(items: Int) -> CGFloat {
    let lines = (items + itemsPerLine - 1) / itemsPerLine
    let itemsHeight =
      lines == 0
      ? 0 : CGFloat(lines) * itemSize.height + CGFloat(lines - 1) * minimumLineSpacing
    return headerReferenceSize.height + sectionInset.top + itemsHeight + sectionInset.bottom
      + footerReferenceSize.height
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard counts.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < counts[indexPath.section]
    else { return nil }
    let perLine = itemsPerLine
    let line = CGFloat(indexPath.item / perLine)
    let column = CGFloat(indexPath.item % perLine)
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(
      x: sectionInset.left + column * (itemSize.width + minimumInteritemSpacing),
      y: sectionTops[indexPath.section] + headerReferenceSize.height + sectionInset.top + line
        * (itemSize.height + minimumLineSpacing),
      width: itemSize.width, height: itemSize.height)
    return attributes
  }

  open override func layoutAttributesForSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard counts.indices.contains(indexPath.section) else { return nil }
    let width = collectionView?.bounds.width ?? 0
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    switch elementKind {
    case UICollectionView.elementKindSectionHeader:
      guard headerReferenceSize.height > 0 else { return nil }
      attributes.frame = CGRect(
        x: 0, y: sectionTops[indexPath.section], width: width,
        height: headerReferenceSize.height)
    case UICollectionView.elementKindSectionFooter:
      guard footerReferenceSize.height > 0 else { return nil }
      attributes.frame = CGRect(
        x: 0, y: sectionTops[indexPath.section + 1] - footerReferenceSize.height, width: width,
        height: footerReferenceSize.height)
    default:
      return nil
    }
    return attributes
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var found: [UICollectionViewLayoutAttributes] = []
    for (section, count) in counts.enumerated()
    where sectionTops[section] < rect.maxY && sectionTops[section + 1] > rect.minY {
      for item in 0..<count {
        guard let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section))
        else { continue }
        if attributes.frame.intersects(rect) { found.append(attributes) }
      }
    }
    return found
  }
}

/// The methods adopted by the object you use to manage data and provide views for a collection
/// view.
///
/// [UICollectionViewDataSource](https://developer.apple.com/documentation/uikit/uicollectionviewdatasource)
///
/// UIKit's optional requirements are requirements with a default here (Swift on Linux has no
/// optional requirements); an adopter implements them the same way.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Asks your data source object for the number of items in the specified section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// Asks your data source object for the cell that corresponds to the specified item in the
  /// collection view.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Asks your data source object for the number of sections in the collection view; 1 by
  /// default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes when the data source does not say.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    1
  }
}

/// A single data item when that item is within the collection view's visible bounds.
///
/// [UICollectionViewCell](https://developer.apple.com/documentation/uikit/uicollectionviewcell)
@MainActor
open class UICollectionViewCell: UIView {
  /// Creates a cell with a frame; required in the stand-in, which makes registered cells
  /// through it (UIKit uses the Objective-C runtime).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a cell from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
