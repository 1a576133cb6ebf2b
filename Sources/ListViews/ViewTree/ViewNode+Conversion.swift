extension ViewNode {
  /// Converts a point from this node's coordinate space to `view`'s, as UIKit's
  /// `convert(_:to:)`.
  ///
  /// Each step between the two nodes adds a node's frame origin and takes off how far its
  /// superview scrolls it (a scroll view's header and footer move with its
  /// ``ScrollingView/contentOffset``), as hit testing and drawing do. So a test taps a node it
  /// found where it is drawn, without summing frames up the tree:
  ///
  /// ```swift
  /// let center = ViewPoint(x: button.bounds.midX, y: button.bounds.midY)
  /// table.tap(at: button.convert(center, to: table))
  /// ```
  ///
  /// Frames are read as they are, with no layout pass: every call of a list returns with its
  /// tree laid out. Nodes of two different trees convert as if their roots' spaces were one.
  ///
  /// - Parameters:
  ///   - point: A point in this node's coordinate space.
  ///   - view: The node whose space to convert to; `nil` for the space of this node's root
  ///     (its topmost superview), as UIKit's `nil` is the window's.
  /// - Returns: The point in `view`'s coordinate space.
  public func convert(_ point: ViewPoint, to view: ViewNode?) -> ViewPoint {
    let from = originInRoot
    let to = view?.originInRoot ?? .zero
    return ViewPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a rectangle from this node's coordinate space to `view`'s, as UIKit's
  /// `convert(_:to:)`: its origin moves as ``convert(_:to:)-(ViewPoint,_)`` moves a point, and
  /// its size stays.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this node's coordinate space.
  ///   - view: The node whose space to convert to; `nil` for the space of this node's root.
  /// - Returns: The rectangle in `view`'s coordinate space.
  public func convert(_ rect: ViewRect, to view: ViewNode?) -> ViewRect {
    ViewRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Where this node's origin is in its root's coordinate space, moved by scrolling as it is
  /// drawn.
  private var originInRoot: ViewPoint {
    var origin = ViewPoint.zero
    var node = self
    while let superview = node.superview {
      let scrolled = superview.scrolledDistance(of: node)
      origin.x += node.frame.origin.x - scrolled.x
      origin.y += node.frame.origin.y - scrolled.y
      node = superview
    }
    return origin
  }
}
