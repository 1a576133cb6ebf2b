/// What a host list's last layout pass found, copied into a mirror by
/// ``ListMirror/hostDidLayout(_:)``: its size, insets, safe area, scroll position and the
/// heights of its header and footer.
///
/// The values are the host's own, as UIKit reports them; the mirror maps each onto the headless
/// list's geometry, so that its ``ScrollingView/contentArea`` (where a view over the content
/// goes) is the part of the host's content a person sees between the header and the footer.
///
/// ```swift
/// mirror.hostDidLayout(
///   MirrorGeometry(
///     size: ViewSize(width: 390, height: 844), contentOffset: ViewPoint(x: 0, y: -91),
///     adjustedContentInset: ViewInsets(top: 91, left: 0, bottom: 34, right: 0),
///     safeAreaInsets: ViewInsets(top: 47, left: 0, bottom: 34, right: 0), headerHeight: 44))
/// ```
///
/// The layout settings of the list itself (a table's ``TableView/rowHeight``, a collection's
/// ``CollectionView/itemSize``, ``CollectionView/itemSpacing`` and section strip heights) are
/// the mirror's own properties: the host sets them when its own change.
public struct MirrorGeometry: Hashable, Sendable {
  /// The size of the host's bounds.
  public var size: ViewSize
  /// The host's content offset as UIKit reports it: `-adjustedContentInset.top` at the top.
  ///
  /// The mirror's ``ScrollingView/contentOffset`` is measured from inside the insets, so it
  /// is this offset plus the top and left insets (zero at rest at the top).
  public var contentOffset: ViewPoint
  /// The host's insets as applied (UIKit's `adjustedContentInset`: its `contentInset` plus the
  /// part of the safe area its adjustment behaviour adds); the mirror's
  /// ``ScrollingView/contentInset``.
  public var adjustedContentInset: ViewInsets
  /// The host's safe area insets; the mirror's ``ScrollingView/safeAreaInsets``.
  public var safeAreaInsets: ViewInsets
  /// The height of the host's header view (a table's `tableHeaderView`), 0 for none.
  ///
  /// The mirror keeps a header of this height, laid out as its own header is, in place of any
  /// ``ScrollingView/headerView`` set on it: the host's header is the one a person sees.
  public var headerHeight: Double
  /// The height of the host's footer view (a table's `tableFooterView`), 0 for none; kept as
  /// ``headerHeight`` is.
  public var footerHeight: Double

  /// Creates the geometry of a host's layout pass; everything but the size is zero by default.
  ///
  /// - Parameters:
  ///   - size: The size of the host's bounds.
  ///   - contentOffset: The host's content offset, as UIKit reports it.
  ///   - adjustedContentInset: The host's insets as applied.
  ///   - safeAreaInsets: The host's safe area insets.
  ///   - headerHeight: The height of the host's header view; 0 for none.
  ///   - footerHeight: The height of the host's footer view; 0 for none.
  public init(
    size: ViewSize, contentOffset: ViewPoint = .zero, adjustedContentInset: ViewInsets = .zero,
    safeAreaInsets: ViewInsets = .zero, headerHeight: Double = 0, footerHeight: Double = 0
  ) {
    self.size = size
    self.contentOffset = contentOffset
    self.adjustedContentInset = adjustedContentInset
    self.safeAreaInsets = safeAreaInsets
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }

  /// The mirror's content offset: the host's, measured from inside the top and left insets.
  var mirroredContentOffset: ViewPoint {
    ViewPoint(
      x: contentOffset.x + adjustedContentInset.left, y: contentOffset.y + adjustedContentInset.top)
  }
}
