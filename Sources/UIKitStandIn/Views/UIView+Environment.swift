extension UIView {
  /// The insets that you use to determine the safe area for this view.
  ///
  /// A view's safe area is the part of its window's safe area that it covers, in its own
  /// coordinates; a view outside a window has none.
  public var safeAreaInsets: UIEdgeInsets {
    // The insets reflect the part of the view that the window's unsafe edges cover:
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    guard let window else { return .zero }
    if self === window { return window.standInSafeAreaInsets }
    let rect = convert(bounds, to: window)
    let safe = window.bounds.inset(by: window.standInSafeAreaInsets)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
    return UIEdgeInsets(
      top: clamp(safe.minY - rect.minY, rect.height),
      left: clamp(safe.minX - rect.minX, rect.width),
      bottom: clamp(rect.maxY - safe.maxY, rect.height),
      right: clamp(rect.maxX - safe.maxX, rect.width))
  }

  /// The traits of the view's environment: its window's, or the defaults outside a window.
  public var traitCollection: UITraitCollection {
    window?.standInTraitCollection ?? .standInDefault
  }

  /// Tells each view of the subtree whose safe area changed, and lays it out again.
  func updateSafeAreaInsets() {
    forEachInSubtree { view in
      let insets = view.safeAreaInsets
      guard insets != view.reportedSafeAreaInsets else { return }
      view.reportedSafeAreaInsets = insets
      // https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
      view.safeAreaInsetsDidChange()
      view.setNeedsLayout()
    }
  }

  /// Tells each view of the subtree whose traits changed, and lays it out again.
  func updateTraitCollection() {
    forEachInSubtree { view in
      let traits = view.traitCollection
      guard traits != view.reportedTraitCollection else { return }
      let previous = view.reportedTraitCollection
      view.reportedTraitCollection = traits
      // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
      view.traitCollectionDidChange(previous)
      view.setNeedsLayout()
    }
  }
}
