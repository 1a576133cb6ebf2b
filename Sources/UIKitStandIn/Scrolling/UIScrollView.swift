/// A view that allows the scrolling and zooming of its contained views.
///
/// [UIScrollView](https://developer.apple.com/documentation/uikit/uiscrollview)
@MainActor
open class UIScrollView: UIView {
  /// The adjusted content inset last told through `adjustedContentInsetDidChange()`.
  private var reportedAdjustedContentInset = UIEdgeInsets.zero

  /// The size of the content view.
  open var contentSize = CGSize.zero {
    didSet { updateAdjustedContentInset() }
  }

  /// The custom distance that the content view is inset from the safe area or scroll view
  /// edges.
  open var contentInset = UIEdgeInsets.zero {
    didSet { updateAdjustedContentInset() }
  }

  /// The behavior for determining the adjusted content offsets; `.automatic` by default.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { updateAdjustedContentInset() }
  }

  /// A Boolean value that determines whether bouncing always occurs when vertical scrolling
  /// reaches the end of the content.
  open var alwaysBounceVertical = false {
    didSet { updateAdjustedContentInset() }
  }

  /// A Boolean value that determines whether scrolling is enabled.
  open var isScrollEnabled = true {
    // Disabling scrolling disables the pan gesture recognizer:
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }

  /// The underlying gesture recognizer for pan gestures.
  public let panGestureRecognizer = UIPanGestureRecognizer()

  /// The refresh control associated with the scroll view.
  open var refreshControl: UIRefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      if let refreshControl { insertSubview(refreshControl, at: 0) }
    }
  }

  /// Creates a scroll view whose pan gesture recognizer is attached to it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Creates a scroll view from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The point at which the origin of the content view is offset from the origin of the
  /// scroll view: the origin of the bounds.
  open var contentOffset: CGPoint {
    // The content offset is the origin of the scroll view's bounds:
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    get { bounds.origin }
    set {
      bounds.origin = newValue
      // A scroll view lays out as it scrolls (a table places its cells then).
      setNeedsLayout()
    }
  }

  /// Sets the offset from the content view's origin that corresponds to the receiver's
  /// origin; the stand-in does not animate.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The insets derived from the content insets and the safe area of the scroll view.
  public var adjustedContentInset: UIEdgeInsets {
    // The safe area insets that the behavior includes are added to the content insets:
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    let safe = safeAreaInsets
    let edges = adjustedEdges
    return UIEdgeInsets(
      top: contentInset.top + (edges.vertical ? safe.top : 0),
      left: contentInset.left + (edges.horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (edges.vertical ? safe.bottom : 0),
      right: contentInset.right + (edges.horizontal ? safe.right : 0))
  }

  /// Which axes the safe area is added on, as `contentInsetAdjustmentBehavior` says.
  private var adjustedEdges: (vertical: Bool, horizontal: Bool) {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    switch contentInsetAdjustmentBehavior {
    case .always:
      return (true, true)
    case .never:
      return (false, false)
    case .automatic, .scrollableAxes:
      // Without a navigation or tab bar controller (the stand-in has none), `.automatic`
      // adjusts the scrollable axes as `.scrollableAxes` does.
      let vertical = alwaysBounceVertical || contentSize.height > bounds.height
      let horizontal = contentSize.width > bounds.width
      return (vertical, horizontal)
    }
  }

  /// Called when the adjusted content insets of the scroll view change.
  open func adjustedContentInsetDidChange() {}

  /// Tells `adjustedContentInsetDidChange()` when the adjusted insets changed.
  func updateAdjustedContentInset() {
    let insets = adjustedContentInset
    guard insets != reportedAdjustedContentInset else { return }
    // Content resting at the top stays at the top of the new insets (modeled; see the article).
    if contentOffset.y == -reportedAdjustedContentInset.top {
      contentOffset.y = -insets.top
    }
    reportedAdjustedContentInset = insets
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    adjustedContentInsetDidChange()
    setNeedsLayout()
  }

  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset()
  }

  override func boundsSizeDidChange() {
    updateAdjustedContentInset()
  }

  /// Constants indicating how safe area insets are added to the adjusted content inset.
  ///
  /// [UIScrollView.ContentInsetAdjustmentBehavior](https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum)
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Automatically adjust the scroll view insets.
    case automatic = 0
    /// Adjust the insets only in the scrollable directions.
    case scrollableAxes = 1
    /// Don't adjust the scroll view insets.
    case never = 2
    /// Always include the safe area insets in the content adjustment.
    case always = 3
  }
}
