/// A view tree flattened into what to draw, back to front: the input of every renderer.
///
/// The root's frame first, then its back layers (a scroll view's background view and the
/// ``ViewNode/underlayView``), then the visible rows or items of a scroll view, then the other
/// subviews in order (header, footer, the ``ViewNode/overlayView`` last). A scroll view's rows,
/// items, header and footer are where they are seen at its ``ScrollingView/contentOffset``;
/// those scrolled wholly out of the bounds are left out. What a node draws is up
/// to its superview (``ViewNode/displayItem(for:in:)``), which by default asks the node
/// (``ViewNode/displayItem(in:)``); hidden nodes and their subviews are left out. Each item
/// carries its node's opacity multiplied by its ancestors', and its colours resolved for its
/// node's traits (``ColorValue/resolved(for:)``), so renderers draw plain colours.
///
/// Bounded whatever the tree: at most ``maximumCells`` rows or items, at most ``maximumItems``
/// items in all, and nodes deeper than ``maximumDepth`` below the root are left out.
public struct DisplayList: Hashable, Sendable {
  /// The most rows or items one picture draws; a list with more visible ones is cut.
  public static let maximumCells = 10_000
  /// The most items one picture holds in all.
  public static let maximumItems = 50_000
  /// The deepest level below the root that is drawn.
  public static let maximumDepth = 256

  /// The size of the root view, which is the size of the picture.
  public var size: ViewSize
  /// The items, back to front.
  public var items: [DisplayItem]

  /// Flattens `root` and everything under it.
  ///
  /// Runs the root's pending layout pass first (``ViewNode/layoutIfNeeded()``), so what is
  /// drawn is laid out.
  ///
  /// - Parameter root: The view to draw; its own frame origin is ignored.
  @MainActor
  public init(root: ViewNode) {
    root.layoutIfNeeded()
    size = root.frame.size
    let context = Context(opacity: root.opacity, traits: root.traits)
    items = [
      context.adapt(
        DisplayItem(
          role: .list, shape: .canvas, frame: root.bounds, fill: Self.canvasColor,
          identifier: "list"))
    ]
    let backLayers = root.backgroundLayerCount + (root.underlay == nil ? 0 : 1)
    for layer in root.subviews.prefix(backLayers) {
      visit(layer, origin: .zero, depth: 1, context)
    }
    if let scroll = root as? ScrollingView {
      items += scroll.visibleCells(limit: Self.maximumCells).map { context.adapt($0) }
    }
    for subview in root.subviews.dropFirst(backLayers) {
      let scrolled = root.scrolledDistance(of: subview)
      let origin = ViewPoint.zero - scrolled
      // A part scrolled wholly out of the bounds is cut; renderers cut what is partly out.
      if scrolled != .zero, !Self.overlaps(subview.frame, at: origin, root.bounds) { continue }
      visit(subview, origin: origin, depth: 1, context)
    }
  }

  /// Whether `frame`, moved to `origin`, overlaps `bounds`.
  private static func overlaps(_ frame: ViewRect, at origin: ViewPoint, _ bounds: ViewRect) -> Bool
  {
    let minY = origin.y + frame.minY
    let minX = origin.x + frame.minX
    return minY < bounds.maxY && minY + frame.height > bounds.minY && minX < bounds.maxX
      && minX + frame.width > bounds.minX
  }

  /// The canvas: white, or near black in dark appearance.
  private static let canvasColor = ColorValue(
    light: ColorValue(hex: 0xFFFFFF), dark: ColorValue(hex: 0x1C1C1E))

  /// What a node passes down to its subviews: the opacity so far and its traits.
  private struct Context {
    var opacity: Double
    var traits: ViewTraits

    /// The context of `node`, a subview of the node of this context.
    @MainActor
    func entering(_ node: ViewNode) -> Context {
      Context(opacity: opacity * node.opacity, traits: traits.applying(node.traitOverrides))
    }

    /// `item` with this context's opacity and its colours resolved for its traits.
    func adapt(_ item: DisplayItem) -> DisplayItem {
      var item = item
      item.opacity *= opacity
      item.fill = item.fill?.resolved(for: traits.interfaceStyle)
      if let color = item.textStyle?.color {
        item.textStyle?.color = color.resolved(for: traits.interfaceStyle)
      }
      return item
    }
  }

  /// The first item with `role`, if any.
  ///
  /// - Parameter role: The role to look for.
  /// - Returns: The back-most item with that role.
  public func first(_ role: DisplayItem.Role) -> DisplayItem? {
    items.first { $0.role == role }
  }

  @MainActor
  private mutating func visit(
    _ node: ViewNode, origin: ViewPoint, depth: Int, _ parent: Context
  ) {
    guard !node.isHidden, depth <= Self.maximumDepth, items.count < Self.maximumItems else {
      return
    }
    let context = parent.entering(node)
    let frame = ViewRect(
      x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
      width: node.frame.width, height: node.frame.height)
    let item = node.superview?.displayItem(for: node, in: frame) ?? node.displayItem(in: frame)
    if let item { items.append(context.adapt(item)) }
    for subview in node.subviews {
      visit(
        subview, origin: frame.origin - node.scrolledDistance(of: subview), depth: depth + 1,
        context)
    }
  }

}
