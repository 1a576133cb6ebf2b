extension ViewNode {
  /// Adds `view` as the front-most subview (behind ``overlayView``), moving it if it already has
  /// a superview.
  ///
  /// - Parameter view: The node to add.
  /// - Throws: ``ViewTreeError/wouldCreateCycle`` when `view` is this node or one of its
  ///   ancestors, ``ViewTreeError/tooDeep(limit:)`` when the tree would grow deeper than
  ///   ``ViewNode/maximumDepth``; the tree is left unchanged.
  public func addSubview(_ view: ViewNode) throws(ViewTreeError) {
    try insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (0 is the back-most).
  ///
  /// The index is clamped so that ``underlayView`` stays at the back and ``overlayView`` in
  /// front.
  ///
  /// - Parameters:
  ///   - view: The node to insert; it leaves its current superview first.
  ///   - index: The position, counted after `view` left its old place.
  /// - Throws: ``ViewTreeError/wouldCreateCycle`` when `view` is this node or an ancestor,
  ///   ``ViewTreeError/tooDeep(limit:)`` when the tree would grow deeper than
  ///   ``ViewNode/maximumDepth``; the tree is left unchanged.
  public func insertSubview(_ view: ViewNode, at index: Int) throws(ViewTreeError) {
    if let refusal = refusal(toHold: view) { throw refusal }
    place(view, at: index)
  }

  /// The subview kept in front of every other subview, whatever is added later.
  ///
  /// Setting it removes the previous one; a view that is this node or one of its ancestors is
  /// refused (``ListDiagnostic/invalidHierarchy(_:)``) and the previous one stays.
  public var overlayView: ViewNode? {
    get { overlay }
    set { setLayer(newValue, front: true) }
  }

  /// The subview kept behind every other subview (in front of a scroll view's background view),
  /// whatever is added later.
  ///
  /// Setting it removes the previous one; a view that is this node or one of its ancestors is
  /// refused (``ListDiagnostic/invalidHierarchy(_:)``) and the previous one stays.
  public var underlayView: ViewNode? {
    get { underlay }
    set { setLayer(newValue, front: false) }
  }

  /// Removes the node from its superview; does nothing when it has none.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    if parent.overlay === self { parent.overlay = nil }
    if parent.underlay === self { parent.underlay = nil }
    superview = nil
    parent.subviewWasRemoved(self)
  }

  /// Moves `view` to the front if it is a subview of this node (behind ``overlayView``).
  ///
  /// - Parameter view: One of this node's subviews.
  /// - Returns: Whether `view` is a subview (and now as far in front as it may be).
  @discardableResult
  public func bringSubviewToFront(_ view: ViewNode) -> Bool {
    guard view.superview === self, view !== overlay, view !== underlay else {
      return view.superview === self
    }
    place(view, at: subviews.count)
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

  /// Why `view` cannot become a subview of this node (or lie `levels` further below it, inside
  /// views still to be added), or `nil` when it can.
  ///
  /// Walks up to the root, then down `view`'s subtree (without recursion, and no further than
  /// the limit): the cost of keeping every walk over a tree (taps, accessibility, layout,
  /// release) at a bounded depth.
  package func refusal(toHold view: ViewNode, levelsBelow levels: Int = 0) -> ViewTreeError? {
    var depth = levels
    var node: ViewNode? = self
    while let current = node {
      if current === view { return .wouldCreateCycle }
      depth += 1
      node = current.superview
    }
    let room = Self.maximumDepth - depth
    return room >= 0 && !view.hasDescendants(deeperThan: room)
      ? nil : .tooDeep(limit: Self.maximumDepth)
  }

  /// Whether a node lies more than `levels` levels below this one.
  private func hasDescendants(deeperThan levels: Int) -> Bool {
    var pending: [(node: ViewNode, level: Int)] = [(self, 0)]
    while let (node, level) = pending.popLast() {
      guard !node.subviews.isEmpty else { continue }
      if level == levels { return true }
      for subview in node.subviews { pending.append((subview, level + 1)) }
    }
    return false
  }

  /// Inserts `view`, which the caller knows is not an ancestor of this node, among the ordinary
  /// subviews: never behind the background layers and the underlay, never in front of the
  /// overlay.
  func place(_ view: ViewNode, at index: Int) {
    view.removeFromSuperview()
    let back = backgroundLayerCount + (underlay == nil ? 0 : 1)
    let front = subviews.count - (overlay == nil ? 0 : 1)
    subviews.insert(view, at: min(max(index, back), front))
    view.superview = self
  }

  /// Inserts a layer of the container's own at `index`, bypassing the ordinary range.
  func placeLayer(_ view: ViewNode, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  private func setLayer(_ view: ViewNode?, front: Bool) {
    let old = front ? overlay : underlay
    guard view !== old else { return }
    if let view, let refusal = refusal(toHold: view) {
      let slot = front ? "overlayView" : "underlayView"
      return report(.invalidHierarchy("\(slot): \(refusal)"))
    }
    old?.removeFromSuperview()
    guard let view else { return }
    if front {
      placeLayer(view, at: subviews.count)
      overlay = view
    } else {
      placeLayer(view, at: backgroundLayerCount)
      underlay = view
    }
  }
}

/// A change to a view tree that was refused because it would break the tree.
public enum ViewTreeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The node would become its own ancestor.
  case wouldCreateCycle
  /// A node would lie more than `limit` levels below the root (``ViewNode/maximumDepth``).
  case tooDeep(limit: Int)

  /// What was refused, in one line.
  public var description: String {
    switch self {
    case .wouldCreateCycle: "a view cannot hold itself or one of its ancestors"
    case .tooDeep(let limit): "a view tree cannot be more than \(limit) levels deep"
    }
  }
}
