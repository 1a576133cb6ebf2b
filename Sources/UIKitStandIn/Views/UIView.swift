/// An object that manages the content for a rectangular area on the screen.
///
/// [UIView](https://developer.apple.com/documentation/uikit/uiview)
@MainActor
open class UIView: UIResponder {
  /// The view's size and the origin of its coordinates; kept apart from `center` as in UIKit.
  private var storedBounds: CGRect
  /// The view's center, in its superview's coordinates.
  private var storedCenter: CGPoint
  /// The views inside this one, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view that holds this one.
  public private(set) weak var superview: UIView?
  /// Whether a layout pass must run `layoutSubviews()`.
  var needsLayout = true
  /// The safe area last told through `safeAreaInsetsDidChange()`.
  var reportedSafeAreaInsets = UIEdgeInsets.zero
  /// The traits last told through `traitCollectionDidChange(_:)`.
  var reportedTraitCollection = UITraitCollection.standInDefault

  /// Creates a view with the frame rectangle you specify.
  public init(frame: CGRect) {
    storedBounds = CGRect(origin: .zero, size: frame.size)
    storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }

  /// Creates a view with a frame of zero.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    storedBounds = .zero
    storedCenter = .zero
    super.init()
  }

  // MARK: - Geometry

  /// The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system.
  open var frame: CGRect {
    get {
      CGRect(
        x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
        width: storedBounds.width, height: storedBounds.height)
    }
    set {
      let oldSize = storedBounds.size
      storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
      storedBounds.size = newValue.size
      geometryDidChange(sizeChanged: oldSize != newValue.size)
    }
  }

  /// The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system.
  open var bounds: CGRect {
    get { storedBounds }
    set {
      let oldSize = storedBounds.size
      storedBounds = newValue
      geometryDidChange(sizeChanged: oldSize != newValue.size)
    }
  }

  /// The center point of the view's frame rectangle.
  open var center: CGPoint {
    get { storedCenter }
    set {
      storedCenter = newValue
      geometryDidChange(sizeChanged: false)
    }
  }

  /// A new size lays the view out again; a move can change its safe area.
  private func geometryDidChange(sizeChanged: Bool) {
    // A change of the bounds' size makes UIKit lay the view out again:
    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    if sizeChanged {
      setNeedsLayout()
      boundsSizeDidChange()
    }
    if window != nil { updateSafeAreaInsets() }
  }

  /// Lets a subclass of the stand-in follow a new size.
  func boundsSizeDidChange() {}

  // MARK: - Appearance

  /// A Boolean value that determines whether the view is hidden.
  open var isHidden = false

  /// The view's alpha value.
  open var alpha: CGFloat = 1

  /// The view's background color.
  open var backgroundColor: UIColor?

  /// A Boolean value that determines whether user events are ignored and removed from the
  /// event queue.
  open var isUserInteractionEnabled = true

  // MARK: - Hierarchy

  /// The receiver's window object, or `nil` if it has none.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds a view to the end of the receiver's list of subviews.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a subview at the specified index.
  open func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(0, index), subviews.count))
      return
    }
    let oldWindow = view.window
    view.removeFromSuperviewKeepingWindow()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    view.didMoveToSuperview()
    setNeedsLayout()
    view.hierarchyDidMove(from: oldWindow)
  }

  /// Inserts a view above another view in the view hierarchy.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    let moving = view.superview === self
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: moving && (current ?? 0) < index ? index : index + 1)
  }

  /// Inserts a view below another view in the view hierarchy.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    let moving = view.superview === self
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: moving && (current ?? 0) < index ? index - 1 : index)
  }

  /// Moves the specified subview so that it appears on top of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  /// Moves the specified subview so that it appears behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.insert(view, at: 0)
  }

  /// Unlinks the view from its superview and its window.
  open func removeFromSuperview() {
    let oldWindow = window
    removeFromSuperviewKeepingWindow()
    hierarchyDidMove(from: oldWindow)
  }

  /// Unlinks the view from its superview, telling the move to the window later.
  private func removeFromSuperviewKeepingWindow() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    parent.setNeedsLayout()
    superview = nil
    didMoveToSuperview()
  }

  /// Tells the view that its superview changed.
  open func didMoveToSuperview() {}

  /// Tells the view that its window object changed.
  open func didMoveToWindow() {}

  /// Tells the subtree that it moved from `oldWindow`: its window, traits and safe area.
  private func hierarchyDidMove(from oldWindow: UIWindow?) {
    let newWindow = window
    if oldWindow !== newWindow {
      forEachInSubtree { $0.didMoveToWindow() }
      if let newWindow, subtreeNeedsLayout() { MainRunLoop.needsLayout(newWindow) }
    }
    updateTraitCollection()
    updateSafeAreaInsets()
  }

  /// Whether a view of the subtree needs layout.
  private func subtreeNeedsLayout() -> Bool {
    if needsLayout { return true }
    return subviews.contains { $0.subtreeNeedsLayout() }
  }

  /// Runs `body` on this view, then on every view inside it, front to back at each level.
  func forEachInSubtree(_ body: (UIView) -> Void) {
    body(self)
    for view in subviews { view.forEachInSubtree(body) }
  }

  /// Returns a Boolean value indicating whether the receiver is a subview of a given view or
  /// identical to that view.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: - Layout

  /// Invalidates the current layout of the receiver and triggers a layout update during the
  /// next update cycle.
  open func setNeedsLayout() {
    needsLayout = true
    // The layout runs on the next turn of the run loop, for a view in a window:
    // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    if let window { MainRunLoop.needsLayout(window) }
  }

  /// Lays out the subviews immediately, if layout updates are pending.
  open func layoutIfNeeded() {
    // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  /// Lays out subviews; the stand-in does nothing here (no Auto Layout, no autoresizing).
  open func layoutSubviews() {}

  /// Called when the safe area of the view changes.
  open func safeAreaInsetsDidChange() {}

  /// Called when the interface environment (the traits) of the view changes.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: - Coordinates

  /// Converts a point from the receiver's coordinate system to that of the specified view.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = pointInRoot(point)
    guard let view else { return inWindow }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
  }

  /// Converts a point from the coordinate system of a given view to that of the receiver.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inWindow = view?.pointInRoot(point) ?? point
    let origin = pointInRoot(.zero)
    return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
  }

  /// Converts a rectangle from the receiver's coordinate system to that of another view.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `point` in the coordinates of the topmost superview.
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var point = point
    var view: UIView? = self
    while let current = view, let parent = current.superview {
      let frame = current.frame
      point.x += frame.minX - current.bounds.minX
      point.y += frame.minY - current.bounds.minY
      view = parent
    }
    if let root = view {
      point.x -= root.bounds.minX
      point.y -= root.bounds.minY
    }
    return point
  }

  // MARK: - Hit testing

  /// Returns the farthest descendant in the view hierarchy that contains a specified point.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // Hidden views, views that ignore touches and views with alpha below 0.01 are skipped:
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for view in subviews.reversed() {
      let inView = CGPoint(
        x: point.x - view.frame.minX + view.bounds.minX,
        y: point.y - view.frame.minY + view.bounds.minY)
      if let hit = view.hitTest(inView, with: event) { return hit }
    }
    return self
  }

  /// Returns a Boolean value indicating whether the receiver contains the specified point.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: - Gestures

  /// The gesture-recognizer objects currently attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]?

  /// Attaches a gesture recognizer to the view.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Asks the view if the gesture recognizer should continue tracking touch events.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    true
  }

  // MARK: - Accessibility
  // UIKit declares these on `NSObject` (the UIAccessibility informal protocol) and
  // `UIAccessibilityIdentification`; the stand-in declares them on the views that use them.

  /// A Boolean value that indicates whether the element is an accessibility element that an
  /// assistive app can access.
  open var isAccessibilityElement = false

  /// A succinct label in a localized string that identifies the accessibility element.
  open var accessibilityLabel: String?

  /// The combination of accessibility traits that best characterize the accessibility element.
  open var accessibilityTraits = UIAccessibilityTraits.none

  /// A string that identifies the element.
  open var accessibilityIdentifier: String?

  /// A Boolean value that indicates whether the accessibility elements within this element
  /// are hidden.
  open var accessibilityElementsHidden = false
}
