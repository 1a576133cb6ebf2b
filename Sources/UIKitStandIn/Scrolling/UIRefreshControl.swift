/// A standard control that can initiate the refreshing of a scroll view's contents.
///
/// [UIRefreshControl](https://developer.apple.com/documentation/uikit/uirefreshcontrol)
@MainActor
open class UIRefreshControl: UIControl {
  /// A Boolean value indicating whether a refresh operation has been triggered and is in
  /// progress.
  public private(set) var isRefreshing = false

  /// Creates a refresh control of the standard height, 60 points.
  public convenience init() {
    self.init(frame: CGRect(x: 0, y: -60, width: 0, height: 60))
  }

  /// Creates a refresh control with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a refresh control from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Tells the control that a refresh operation was started programmatically.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Tells the control that a refresh operation has ended.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// The user pulled far enough: the control refreshes and sends `.valueChanged`.
  func userDidPull() {
    guard !isRefreshing else { return }
    // A pull begins refreshing and notifies the app with a value-changed event:
    // https://developer.apple.com/documentation/uikit/uirefreshcontrol
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}

extension UIScrollView {
  /// A finger drags the content by `translation` and lifts, as a person's pan would: returns
  /// whether the pan gesture began.
  ///
  /// The gesture begins only if the pan gesture recognizer is enabled and
  /// `gestureRecognizerShouldBegin(_:)` agrees. A pull down from the top by more than the
  /// refresh control's height triggers it; the content then settles back within its bounds.
  @_spi(StandIn)
  @discardableResult
  public func standInDrag(by translation: CGPoint) -> Bool {
    let pan = panGestureRecognizer
    pan.standInTranslation = translation
    defer {
      pan.standInTranslation = .zero
      pan.state = .possible
    }
    // A recognizer that should not begin fails, and the view does not scroll:
    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    guard pan.isEnabled, gestureRecognizerShouldBegin(pan) else {
      pan.state = .failed
      return false
    }
    pan.state = .began
    let top = -adjustedContentInset.top
    let pulled = contentOffset.y - translation.y
    if let refreshControl, pulled < top - refreshControl.frame.height {
      refreshControl.userDidPull()
    }
    let bottom = max(top, contentSize.height + adjustedContentInset.bottom - bounds.height)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(pulled, top), bottom))
    pan.state = .ended
    return true
  }
}
