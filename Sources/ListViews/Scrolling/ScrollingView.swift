public import Hooks

/// The part of a list that UIKit's `UIScrollView` provides: content insets, a header and a
/// footer, the content size, and the **content area** between them.
///
/// Layout, top to bottom: the header at the top inset; the content (rows or items) below it; the
/// footer after the content, but never higher than the bottom inset (a footer stays at the
/// bottom of a short list, so an empty list keeps its header at the top and its footer at the
/// bottom, with the content area between them). Header and footer span the width inside the
/// insets and keep the height of their own frames.
@MainActor
open class ScrollingView: ViewNode {
  /// Insets between the bounds and everything inside: header, content and footer.
  ///
  /// Negative, infinite or NaN insets, and opposite ones that add up to infinity, are refused:
  /// the previous insets stay and ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var contentInset = ViewInsets.zero {
    didSet {
      if refuses(contentInset, named: "contentInset", isValid: contentInset.isValid) {
        contentInset = oldValue
        return
      }
      layoutContentIfNeeded()
    }
  }

  /// The parts of the bounds that bars, a notch or the screen's rounded corners cover, as the
  /// host's window reports them; zero by default.
  ///
  /// Unlike ``contentInset`` it moves nothing the list draws: it is an input for views over
  /// the content that must stay visible (a view in the ``contentArea`` that avoids the safe
  /// area lies inside both, so insets that already cover a bar are not counted twice).
  /// Setting it tells the attachments (``ViewAttachment/viewDidLayout(_:)``). Negative,
  /// infinite or NaN insets are refused like invalid ``contentInset``.
  public var safeAreaInsets = ViewInsets.zero {
    didSet {
      if refuses(safeAreaInsets, named: "safeAreaInsets", isValid: safeAreaInsets.isValid) {
        safeAreaInsets = oldValue
        return
      }
      if safeAreaInsets != oldValue { notifyAttachmentsOfLayout() }
    }
  }

  /// A view above the content, outside the content area.
  ///
  /// The counterpart of UIKit's `tableHeaderView`; its height is the height of its frame. A
  /// screen reader reads it first (``ViewNode/accessibilityElements``).
  public var headerView: ViewNode? {
    didSet {
      if !replaceAccessory(oldValue, with: headerView) { headerView = oldValue }
    }
  }

  /// A view below the content, outside the content area.
  ///
  /// The counterpart of UIKit's `tableFooterView`; its height is the height of its frame. A
  /// screen reader reads it last, even when it was set before the header
  /// (``ViewNode/accessibilityElements``).
  public var footerView: ViewNode? {
    didSet {
      if !replaceAccessory(oldValue, with: footerView) { footerView = oldValue }
    }
  }

  /// Whether the list wants to scroll: the list's own setting, never written by the library.
  public var isScrollEnabled = true

  /// How far the content is scrolled: the point of the content shown at the top-left of the
  /// bounds, as UIKit's `contentOffset`; zero by default.
  ///
  /// What scrolls follows UIKit's table view: the rows or items, the ``headerView`` and the
  /// ``footerView`` are drawn (and hit-tested) moved up by the offset and cut at the bounds.
  /// What stays put, as a table's `backgroundView` does: the ``backgroundView``, the
  /// ``ViewNode/underlayView`` and ``ViewNode/overlayView`` (views over the whole list, laid
  /// out in the ``contentArea`` as at offset zero, so such a view is whole whatever the offset
  /// the list has) and any other subview. Frames (``TableView/frameForRow(at:)``,
  /// ``contentArea``) stay in the coordinates of the content at offset zero.
  ///
  /// Setting it runs ``scrollHooks`` with the new offset; nothing clamps it (the owner of the
  /// scrolling does, as a gesture would). A NaN or infinite offset is refused like invalid
  /// ``contentInset``.
  public var contentOffset = ViewPoint.zero {
    didSet {
      if refuses(contentOffset, named: "contentOffset", isValid: contentOffset.isFinite) {
        contentOffset = oldValue
        return
      }
      madeScrollHooks?.run(self, contentOffset) { _, _ in }
    }
  }

  /// The hook point that runs, with the new offset, each time ``contentOffset`` is set: the
  /// counterpart of `scrollViewDidScroll(_:)`, for code that follows scrolling.
  ///
  /// Made when first asked for, so that a list nobody follows costs nothing when it scrolls.
  public var scrollHooks: HookPoint<ScrollingView, ViewPoint> {
    if let hooks = madeScrollHooks { return hooks }
    // A scroll set from a hook coalesces into one more pass with the latest offset.
    let hooks = HookPoint<ScrollingView, ViewPoint>(label: "ScrollingView.contentOffset") {
      _, latest in latest
    }
    hooks.diagnosticHandler = { view, diagnostic in view.report(.hook(diagnostic)) }
    madeScrollHooks = hooks
    return hooks
  }

  private var madeScrollHooks: HookPoint<ScrollingView, ViewPoint>?

  /// Whether the user can scroll now: ``isScrollEnabled``, unless a shown subview
  /// ``ViewNode/blocksScrolling``.
  ///
  /// A subview that blocks scrolling never writes ``isScrollEnabled``, so the list's own setting
  /// is exactly what it was, even if it changed while the subview was shown. Reading it runs
  /// the pending layout pass first, as hit testing does: a subview added on the pass counts.
  public var allowsScrolling: Bool {
    layoutIfNeeded()
    return isScrollEnabled && !subviews.contains { !$0.isHidden && $0.blocksScrolling }
  }

  /// A view behind the rows, filling the bounds, as UIKit's `backgroundView`.
  public var backgroundView: ViewNode? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      guard let backgroundView else { return }
      if let refusal = refusal(toHold: backgroundView) {
        report(.invalidHierarchy("backgroundView: \(refusal)"))
        self.backgroundView = nil
        return
      }
      backgroundView.frame = bounds
      if backgroundView.superview !== self || subviews.first !== backgroundView {
        placeLayer(backgroundView, at: 0)
      }
    }
  }

  override var backgroundLayerCount: Int {
    // Taken out of the tree by `removeFromSuperview()`, it no longer counts as a layer.
    backgroundView?.superview === self ? 1 : 0
  }

  /// The size of header, content and footer together, as of the last layout pass: reading it
  /// runs a pending pass first (``ViewNode/layoutIfNeeded()``), so it is never stale.
  public var contentSize: ViewSize {
    layoutIfNeeded()
    return laidOutContentSize
  }

  /// The content size the last layout found.
  private var laidOutContentSize = ViewSize.zero

  /// How many times the header, footer and content area were laid out; content changes that move
  /// nothing do not add to it.
  ///
  /// Unchecked for exclusivity: each access is a whole load or store, and a list's section
  /// views read it on every layout pass.
  @exclusivity(unchecked) package private(set) var contentLayoutCount = 0

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

  /// The height, from the top of the content, that the ``contentArea`` leaves out: what the
  /// content draws even while it has no rows or items (a collection's section headers and
  /// footers); 0 by default.
  open var contentHeightKeptClear: Double { 0 }

  /// The rows or items that lie, at least partly, inside the bounds, as renderers draw them;
  /// subclasses return theirs.
  ///
  /// - Parameter limit: The most cells to return; the work done is bounded by it too.
  /// - Returns: Up to `limit` visible cells with their frames and text, in order.
  open func visibleCells(limit: Int) -> [DisplayItem] {
    []
  }

  /// The area between the header and the footer, inside the insets, below what the content
  /// draws while it is empty (``contentHeightKeptClear``).
  ///
  /// A view over or behind the content belongs here: it then never covers the header, the
  /// footer or a collection's section headers and footers.
  /// When it moves, the list's attachments hear of it (``ViewAttachment/viewDidLayout(_:)``).
  public var contentArea: ViewRect {
    currentLayout().contentArea
  }

  /// The size changed, or the layout pass runs after a content change: the background view
  /// fills the bounds, header, footer and content area are placed again, and the attachments
  /// hear of it: after a new size once, even when the content area stayed where it was; after
  /// a content change only when the content area moved.
  ///
  /// Content changed while the attachments hear of the layout (one reloaded the list) is laid
  /// out in this pass too, so the pass ends with the content's own layout: at most
  /// ``ViewNode/maximumWillLayoutRounds`` rounds, after which a mark waits for the next pass.
  open override func layoutSubviews() {
    backgroundView?.frame = bounds
    let resized = laidOutBoundsSize != bounds.size
    laidOutBoundsSize = bounds.size
    if !layoutContentIfNeeded(), resized { notifyAttachmentsOfLayout() }
    var rounds = 1
    while needsLayout, rounds < Self.maximumWillLayoutRounds {
      needsLayout = false
      rounds += 1
      layoutContentIfNeeded()
    }
  }

  /// The size of the bounds at the last ``layoutSubviews()``.
  private var laidOutBoundsSize: ViewSize?

  /// Places header and footer and updates the content size, if any of their inputs changed;
  /// tells the attachments when the content area moved.
  ///
  /// - Returns: Whether the attachments were told (the content area moved).
  @discardableResult
  func layoutContentIfNeeded() -> Bool {
    let layout = currentLayout()
    guard layout != lastLayout else { return false }
    let areaMoved = layout.contentArea != lastLayout?.contentArea
    lastLayout = layout
    contentLayoutCount += 1
    headerView?.frame = layout.headerFrame
    footerView?.frame = layout.footerFrame
    backgroundView?.frame = bounds
    laidOutContentSize = layout.contentSize
    if areaMoved { notifyAttachmentsOfLayout() }
    return areaMoved
  }

  /// The header and footer are drawn as accessories: their text, and a rule facing the content.
  open override func displayItem(for subview: ViewNode, in frame: ViewRect) -> DisplayItem? {
    let edge: DisplayItem.Edge
    if subview === headerView {
      edge = .top
    } else if subview === footerView {
      edge = .bottom
    } else {
      return super.displayItem(for: subview, in: frame)
    }
    let label = subview as? LabelNode
    return DisplayItem(
      role: edge == .top ? .header : .footer, shape: .accessory(edge), frame: frame,
      lines: label?.lines ?? [], textStyle: label?.style)
  }

  /// The header and footer scroll with the content; every other subview stays put.
  override func scrolledDistance(of subview: ViewNode) -> ViewPoint {
    subview === headerView || subview === footerView ? contentOffset : .zero
  }

  /// Subviews read right after the header, in this order: none here, a list's section views.
  var subviewsReadAfterHeader: [ViewNode] { [] }

  /// The header, ``subviewsReadAfterHeader``, the other subviews back to front, the footer.
  override var subviewsInReadingOrder: [ViewNode] {
    let header = headerView.flatMap { $0.superview === self ? $0 : nil }
    let footer = footerView.flatMap { $0.superview === self ? $0 : nil }
    let afterHeader = subviewsReadAfterHeader
    guard header != nil || footer != nil || !afterHeader.isEmpty else { return subviews }
    let placed = Set(afterHeader.map(ObjectIdentifier.init))
    var order: [ViewNode] = []
    order.reserveCapacity(subviews.count)
    if let header { order.append(header) }
    order += afterHeader
    order += subviews.filter {
      $0 !== header && $0 !== footer && !placed.contains(ObjectIdentifier($0))
    }
    if let footer { order.append(footer) }
    return order
  }

  /// The part of the content shown: the bounds moved by ``contentOffset``.
  var visibleContentRect: ViewRect {
    ViewRect(
      x: (bounds.minX + contentOffset.x).clampedToFinite,
      y: (bounds.minY + contentOffset.y).clampedToFinite, width: bounds.width,
      height: bounds.height)
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
      footerHeight: footerView?.frame.height ?? 0, keptClear: contentHeightKeptClear)
  }

  /// Swaps an accessory; refuses (and reports) one that is an ancestor of the list.
  ///
  /// - Returns: Whether the new accessory was taken; if not, the old one stays in place.
  private func replaceAccessory(_ old: ViewNode?, with new: ViewNode?) -> Bool {
    if let new, let refusal = refusal(toHold: new) {
      report(.invalidHierarchy("header or footer: \(refusal)"))
      return false
    }
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self {
      // Accessories sit at the back of the ordinary subviews.
      place(new, at: 0)
    }
    layoutContentIfNeeded()
    return true
  }
}
