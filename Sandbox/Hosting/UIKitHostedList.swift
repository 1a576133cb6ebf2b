#if canImport(UIKit)
  import EmptyState
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #else
    @_spi(StandIn) import UIKit
  #endif

  /// What the Sandbox's UIKit table and collection share: the geometry they are given, the
  /// queued work they let run, and the check of what they draw against their mirror.
  @MainActor
  protocol UIKitHostedList: HostedList {
    /// The adapter's UIKit list.
    var scrollView: UIScrollView { get }
    /// The window holding it: the screen, which gives it its safe area and traits.
    var window: UIWindow { get }
    /// The mirror, as any list.
    var mirrorView: ListView { get }
    /// The mirror's shown placeholder view; `nil` while none is shown.
    var shownNode: ViewNode? { get }
    /// The UIKit view the adapter draws the shown placeholder with.
    var drawnEmptyView: UIView? { get }
    /// Reads the empty state through the adapter, which connects its drawing once.
    func connect()
  }

  extension UIKitHostedList {
    /// Gives the UIKit list the mirror's size, insets and offset, lays it out, and runs the
    /// queued work.
    func layOutUIKit() {
      let mirror = mirrorView
      let size = mirror.frame.size
      let frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      if scrollView.superview !== window {
        // The Sandbox's insets and safe area are separate, as on a headless list.
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
      }
      window.frame = frame
      scrollView.frame = frame
      #if !(os(iOS) || os(tvOS) || os(visionOS))
        // The Sandbox's safe area and traits are the screen's: the adapter hears of them from
        // UIKit, as in an app, and gives them to the mirror.
        let safe = mirror.safeAreaInsets
        let insets = UIEdgeInsets(
          top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
        if window.standInSafeAreaInsets != insets { window.standInSafeAreaInsets = insets }
        let traits = UITraitCollection(mirror.traitOverrides)
        if !window.standInTraitCollection.isEqual(traits) { window.standInTraitCollection = traits }
      #endif
      let inset = mirror.contentInset
      scrollView.contentInset = UIEdgeInsets(
        top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
      // The mirror measures its offset from inside the insets; UIKit from the content's origin.
      scrollView.contentOffset = CGPoint(
        x: mirror.contentOffset.x - inset.left, y: mirror.contentOffset.y - inset.top)
      connect()
      scrollView.setNeedsLayout()
      scrollView.layoutIfNeeded()
      // A batch's or an apply's completion runs on a later turn: the Sandbox takes it now.
      #if !(os(iOS) || os(tvOS) || os(visionOS))
        MainRunLoop.runUntilIdle()
      #endif
    }

    func mismatch() -> String? {
      guard let drawn = drawnEmptyView else {
        return shownNode == nil ? nil : "the mirror shows a placeholder the list does not draw"
      }
      guard let node = shownNode else {
        return "the list draws an empty view the mirror does not show"
      }
      let at = node.convert(ViewPoint.zero, to: mirrorView)
      let frame = drawn.frame
      let bounds = scrollView.bounds
      guard
        Double(frame.minX - bounds.minX) == at.x, Double(frame.minY - bounds.minY) == at.y,
        Double(frame.width) == node.frame.size.width,
        Double(frame.height) == node.frame.size.height, drawn.superview === scrollView,
        !drawn.isHidden
      else {
        return "the list draws its empty view at \(frame), the mirror at \(node.frame)"
      }
      return nil
    }
  }

  extension UITraitCollection {
    /// The traits the Sandbox set on a list; those it did not set are UIKit's defaults.
    convenience init(_ overrides: ViewTraits.Overrides) {
      let direction = overrides.layoutDirection ?? .leftToRight
      self.init(traitsFrom: [
        UITraitCollection(userInterfaceStyle: overrides.interfaceStyle == .dark ? .dark : .light),
        UITraitCollection(
          preferredContentSizeCategory: Self.categories[overrides.textSize ?? .large] ?? .large),
        UITraitCollection(layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight),
      ])
    }

    /// UIKit's content size categories, by text size.
    private static let categories: [ViewTraits.TextSize: UIContentSizeCategory] = [
      .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
      .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
      .extraExtraExtraLarge: .extraExtraExtraLarge, .accessibilityMedium: .accessibilityMedium,
      .accessibilityLarge: .accessibilityLarge,
      .accessibilityExtraLarge: .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
    ]
  }
#endif
