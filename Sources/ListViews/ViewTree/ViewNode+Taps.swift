extension ViewNode {
  /// Returns the front-most visible, interactive node under `point`.
  ///
  /// A scroll view's header and footer are found where they are drawn, moved by its
  /// ``ScrollingView/contentOffset``.
  ///
  /// - Parameter point: A point in this node's coordinate space.
  /// - Returns: The deepest node containing the point, or `nil` when the point is outside, the
  ///   node is hidden, nearly transparent (``opacity`` below 0.01) or does not take taps, the
  ///   point is not finite, or the point is on a node that ``passesTouchesThrough``.
  ///   A pending layout pass runs first (``layoutIfNeeded()``): taps land where views are drawn.
  public func hitTest(_ point: ViewPoint) -> ViewNode? {
    layoutIfNeeded()
    return laidOutHit(point)
  }

  /// The hit test below a node whose layout is done.
  private func laidOutHit(_ point: ViewPoint) -> ViewNode? {
    guard !isHidden, opacity >= 0.01, isUserInteractionEnabled, point.isFinite,
      bounds.contains(point)
    else {
      return nil
    }
    for subview in subviews.reversed() {
      let scrolled = scrolledDistance(of: subview)
      let inSubview = point - subview.frame.origin
      if let hit = subview.laidOutHit(
        ViewPoint(x: inSubview.x + scrolled.x, y: inSubview.y + scrolled.y))
      {
        return hit
      }
    }
    return passesTouchesThrough ? nil : self
  }

  /// Delivers a tap at `point` to the nearest node with a ``tapAction``.
  ///
  /// The search goes from the hit node up to this one and runs the first action found, once. A
  /// node that ``absorbsTaps`` stops the search.
  ///
  /// - Parameter point: A point in this node's coordinate space.
  /// - Returns: Whether an action ran.
  @discardableResult
  public func tap(at point: ViewPoint) -> Bool {
    var node = hitTest(point)
    while let current = node {
      if let action = current.tapAction {
        action(current)
        return true
      }
      if current === self || current.absorbsTaps { return false }
      node = current.superview
    }
    return false
  }
}
