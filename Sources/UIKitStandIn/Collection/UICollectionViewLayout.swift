/// An abstract base class for generating layout information for a collection view.
///
/// [UICollectionViewLayout](https://developer.apple.com/documentation/uikit/uicollectionviewlayout)
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view object currently using this layout object.
  open internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// The width and height of the collection view's contents.
  open var collectionViewContentSize: CGSize {
    .zero
  }

  /// Tells the layout object to update the current layout.
  open func prepare() {}

  /// Invalidates the current layout and triggers a layout update.
  open func invalidateLayout() {}

  /// Retrieves the layout attributes for all of the cells and views in the specified
  /// rectangle.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Retrieves layout information for an item at the specified index path with a
  /// corresponding cell.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Retrieves the layout attributes for the specified supplementary view.
  open func layoutAttributesForSupplementaryElement(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }
}

/// A layout object that manages the layout-related attributes for a given item in a
/// collection view.
///
/// [UICollectionViewLayoutAttributes](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes)
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The frame rectangle of the item.
  open var frame = CGRect.zero
  /// The index path of the item in the collection view.
  open var indexPath: IndexPath
  /// The layout-specific identifier for the target view; `nil` for a cell.
  public let representedElementKind: String?

  /// Creates and returns a layout attributes object that represents a cell with the specified
  /// index path.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementKind = nil
    super.init()
  }

  /// Creates and returns a layout attributes object that represents the specified
  /// supplementary view.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementKind = elementKind
    super.init()
  }
}
