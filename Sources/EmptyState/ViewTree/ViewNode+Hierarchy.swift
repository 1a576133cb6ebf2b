extension ViewNode {
  /// Adds `view` as the front-most subview, moving it if it already has a superview.
  ///
  /// - Parameter view: The node to add.
  /// - Throws: ``ViewTreeError/wouldCreateCycle`` when `view` is this node or one of its
  ///   ancestors; the tree is left unchanged.
  public func addSubview(_ view: ViewNode) throws(ViewTreeError) {
    try insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
  }

  /// Inserts `view` at `index` among the subviews (0 is the back-most).
  ///
  /// - Parameters:
  ///   - view: The node to insert; it leaves its current superview first.
  ///   - index: The position, counted after `view` left its old place; clamped to the valid range.
  /// - Throws: ``ViewTreeError/wouldCreateCycle`` when `view` is this node or an ancestor.
  public func insertSubview(_ view: ViewNode, at index: Int) throws(ViewTreeError) {
    guard !isDescendant(of: view) else { throw .wouldCreateCycle }
    place(view, at: index)
  }

  /// Inserts `view`, which the caller knows is not an ancestor of this node.
  func place(_ view: ViewNode, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Removes the node from its superview; does nothing when it has none.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Moves `view` to the front if it is a subview of this node.
  ///
  /// - Parameter view: One of this node's subviews.
  /// - Returns: Whether `view` is a subview (and now the front-most).
  @discardableResult
  public func bringSubviewToFront(_ view: ViewNode) -> Bool {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return false }
    if index != subviews.count - 1 {
      subviews.remove(at: index)
      subviews.append(view)
    }
    return true
  }

  /// Whether this node is `ancestor` or lies somewhere below it.
  ///
  /// - Parameter ancestor: The node to look for on the path to the root.
  /// - Returns: `true` when `ancestor` is this node or one of its superviews.
  public func isDescendant(of ancestor: ViewNode) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.superview
    }
    return false
  }
}

/// A change to a view tree that was refused because it would break the tree.
public enum ViewTreeError: Error, Equatable, Sendable {
  /// The node would become its own ancestor.
  case wouldCreateCycle
}
