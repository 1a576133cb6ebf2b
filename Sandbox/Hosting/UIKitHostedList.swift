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
      scrollView.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
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
#endif
