/// The part of a list that UIKit's `UIScrollView` provides: content insets, a header and a
/// footer, the content size, and the **content area** an empty view is laid out in.
///
/// Layout, top to bottom: the header at the top inset; the content (rows or items) below it; the
/// footer after the content, but never higher than the bottom inset (a footer stays at the
/// bottom of a short list, so an empty list keeps its header at the top and its footer at the
/// bottom, with the content area between them). Header and footer span the width inside the
/// insets and keep the height of their own frames.
@MainActor
open class ScrollView: ViewNode {
  /// Insets between the bounds and everything inside: header, content, footer, empty view.
  ///
  /// Negative, infinite or NaN insets are refused: the previous insets stay and
  /// ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var contentInset = ViewInsets.zero {
    didSet {
      guard contentInset.isValid else {
        report(.invalidGeometry("contentInset \(contentInset) must be finite and not negative"))
        contentInset = oldValue
        return
      }
      layoutContentIfNeeded()
    }
  }

  /// A view above the content, kept visible while the empty view shows.
  ///
  /// The counterpart of UIKit's `tableHeaderView`; its height is the height of its frame.
  public var headerView: ViewNode? {
    didSet {
      if !replaceAccessory(oldValue, with: headerView) { headerView = oldValue }
    }
  }

  /// A view below the content, kept visible while the empty view shows.
  ///
  /// The counterpart of UIKit's `tableFooterView`; its height is the height of its frame.
  public var footerView: ViewNode? {
    didSet {
      if !replaceAccessory(oldValue, with: footerView) { footerView = oldValue }
    }
  }

  /// Whether the list wants to scroll: the list's own setting, never written by the library.
  public var isScrollEnabled = true

  /// Whether a shown placeholder blocks scrolling (``EmptyStateOptions/Scrolling/blocked``).
  public internal(set) var emptyStateBlocksScrolling = false

  /// Whether the user can scroll now: ``isScrollEnabled``, unless a shown placeholder blocks it.
  ///
  /// Because the placeholder never writes ``isScrollEnabled``, the list's own setting is exactly
  /// what it was, even if it changed while the placeholder was shown (DZNEmptyDataSet overwrites it).
  public var allowsScrolling: Bool {
    isScrollEnabled && !emptyStateBlocksScrolling
  }

  /// A view behind the rows, filling the bounds, as UIKit's `backgroundView`.
  ///
  /// The empty-state machinery never replaces it: a placeholder placed
  /// ``EmptyStateOptions/Placement/background`` sits on a layer of its own, just above it.
  public var backgroundView: ViewNode? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView {
        backgroundView.frame = bounds
        if backgroundView.superview !== self, !isDescendant(of: backgroundView) {
          place(backgroundView, at: 0)
        }
      }
    }
  }

  /// The layer a background placeholder lives on: above ``backgroundView``, below the rows and
  /// every other subview; it fills the bounds and lets taps through to what is under it.
  var placeholderBackdrop: ViewNode? {
    didSet {
      if oldValue !== placeholderBackdrop { oldValue?.removeFromSuperview() }
      if let backdrop = placeholderBackdrop, backdrop.superview !== self {
        backdrop.frame = bounds
        backdrop.passesTouchesThrough = true
        place(backdrop, at: backgroundView == nil ? 0 : 1)
      }
    }
  }

  /// How many layers sit under the accessories: the background view and the backdrop.
  private var backgroundLayers: Int {
    (backgroundView == nil ? 0 : 1) + (placeholderBackdrop == nil ? 0 : 1)
  }

  /// The size of header, content and footer together.
  public private(set) var contentSize = ViewSize.zero

  /// How many times the header, footer and content area were laid out; content changes that move
  /// nothing do not add to it.
  public private(set) var contentLayoutCount = 0

  /// The inputs of the last layout, to skip work when nothing moved.
  private var lastLayout: ContentLayout?

  /// Creates a scroll view.
  ///
  /// - Parameter frame: Its rectangle in its superview.
  public override init(frame: ViewRect = .zero) {
    super.init(frame: frame)
  }

  /// The height of the rows or items; subclasses return theirs.
  open var contentHeight: Double { 0 }

  /// The rows or items that lie, at least partly, inside the bounds; subclasses return theirs.
  ///
  /// - Returns: Each visible cell with its frame and text, in order.
  open func visibleCells() -> [CellSnapshot] {
    []
  }

  /// The area between the header and the footer, inside the insets: where an empty view goes.
  public var contentArea: ViewRect {
    currentLayout().contentArea
  }

  /// The area the empty-state machinery lays its view out in: the ``contentArea``.
  public var emptyStateArea: ViewRect {
    contentArea
  }

  /// Reports a problem detected while laying out or counting; lists send it to their handler.
  ///
  /// - Parameter diagnostic: What went wrong and how it was recovered.
  open func report(_ diagnostic: ListDiagnostic) {
    DiagnosticOutput.write(diagnostic)
  }

  open override func layoutSubviews() {
    layoutContentIfNeeded()
  }

  /// Places header and footer and updates the content size, if any of their inputs changed;
  /// tells the empty-state machinery when the content area moved.
  func layoutContentIfNeeded() {
    let layout = currentLayout()
    guard layout != lastLayout else { return }
    let areaMoved = layout.contentArea != lastLayout?.contentArea
    lastLayout = layout
    contentLayoutCount += 1
    headerView?.frame = layout.headerFrame
    footerView?.frame = layout.footerFrame
    backgroundView?.frame = bounds
    placeholderBackdrop?.frame = bounds
    contentSize = layout.contentSize
    if areaMoved { emptyStateController?.hostAreaDidChange() }
  }

  /// An accessory (header or footer) changed its own size.
  override func subviewDidResize(_ subview: ViewNode) {
    if subview === headerView || subview === footerView { layoutContentIfNeeded() }
  }

  private func currentLayout() -> ContentLayout {
    ContentLayout(
      bounds: bounds, insets: contentInset,
      headerHeight: headerView?.frame.height ?? 0,
      contentHeight: contentHeight,
      footerHeight: footerView?.frame.height ?? 0)
  }

  /// Swaps an accessory; refuses (and reports) one that is an ancestor of the list.
  ///
  /// - Returns: Whether the new accessory was taken; if not, the old one stays in place.
  private func replaceAccessory(_ old: ViewNode?, with new: ViewNode?) -> Bool {
    if let new, isDescendant(of: new) {  // true for the list itself too
      report(.invalidGeometry("a list cannot use itself or an ancestor as header or footer"))
      return false
    }
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self {
      // Accessories sit at the back, under any empty view.
      place(new, at: backgroundLayers)
    }
    layoutContentIfNeeded()
    return true
  }
}
