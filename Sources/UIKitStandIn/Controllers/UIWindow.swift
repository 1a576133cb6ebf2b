/// The backdrop for your app's user interface and the object that dispatches events to your
/// views.
///
/// [UIWindow](https://developer.apple.com/documentation/uikit/uiwindow)
@MainActor
open class UIWindow: UIView {
  /// A Boolean value that indicates whether the window is the key window for the app.
  public private(set) var isKeyWindow = false

  /// The parts of the window that bars, a notch or rounded corners cover; zero by default.
  ///
  /// A device reports them; setting it tells every view whose safe area changed.
  @_spi(StandIn) public var standInSafeAreaInsets = UIEdgeInsets.zero {
    didSet { updateSafeAreaInsets() }
  }

  /// The traits of the screen the window is on: text size, layout direction, light or dark.
  ///
  /// A device reports them; setting it tells every view whose traits changed.
  @_spi(StandIn) public var standInTraitCollection = UITraitCollection.standInDefault {
    didSet { updateTraitCollection() }
  }

  /// Creates a window with a frame; hidden until it is made visible.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    isHidden = true
  }

  /// Creates a window from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// The root view controller for the window; its view becomes the window's content view.
  open var rootViewController: UIViewController? {
    didSet {
      // Assigning a controller installs its view as the window's content view:
      // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
      if oldValue !== rootViewController { oldValue?.view.removeFromSuperview() }
      guard let view = rootViewController?.view else { return }
      view.frame = bounds
      addSubview(view)
    }
  }

  /// Shows the window and makes it the key window; the root view controller's view appears:
  /// `viewWillAppear(_:)` now, `viewDidAppear(_:)` on the next turn, after the layout.
  open func makeKeyAndVisible() {
    isHidden = false
    isKeyWindow = true
    guard let controller = rootViewController else { return setNeedsLayout() }
    controller.viewWillAppear(false)
    setNeedsLayout()
    MainRunLoop.enqueue { [weak self] in
      self?.layoutIfNeeded()
      controller.viewDidAppear(false)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    rootViewController?.view.frame = bounds
  }

  /// A finger taps `point` (in the window's coordinates) and lifts; returns the view hit.
  ///
  /// The view hit receives the touch, and the enabled control it is in (if any) sends `.touchDown`,
  /// `.touchUpInside` and, for a button, `.primaryActionTriggered`.
  @_spi(StandIn)
  @discardableResult
  public func standInTap(at point: CGPoint) -> UIView? {
    // The touch goes to the deepest view that contains the point:
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    guard let hit = hitTest(point, with: nil) else { return nil }
    var view: UIView? = hit
    while let current = view, !(current is UIControl) { view = current.superview }
    if let control = view as? UIControl, control.isEnabled {
      control.sendActions(for: .touchDown)
      control.sendActions(for: .touchUpInside)
      // https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
      if control is UIButton { control.sendActions(for: .primaryActionTriggered) }
    }
    return hit
  }
}
