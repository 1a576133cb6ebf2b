/// A view tree flattened into what to draw, back to front: the input of every renderer.
///
/// The list's frame first, then its background view and a placeholder placed behind the content,
/// then its visible rows or items, then its other subviews in order (header, footer, the empty
/// view last when shown). Hidden views and their subviews are left out.
public struct DisplayList: Hashable, Sendable {
  /// The size of the root view, which is the size of the picture.
  public var size: ViewSize
  /// The items, back to front.
  public var items: [DisplayItem]

  /// Flattens `root` and everything under it.
  ///
  /// - Parameter root: The view to draw; its own frame origin is ignored.
  @MainActor
  public init(root: ViewNode) {
    size = root.frame.size
    items = [DisplayItem(role: .list, frame: root.bounds, lines: [])]
    let scroll = root as? ScrollView
    let layers = [scroll?.backgroundView, scroll?.placeholderBackdrop].compactMap { $0 }
    for layer in layers {
      visit(layer, origin: .zero, in: root)
    }
    if let scroll {
      let role: DisplayItem.Role = root is CollectionView ? .item : .row
      for cell in scroll.visibleCells() {
        items.append(DisplayItem(role: role, frame: cell.frame, lines: [cell.text]))
      }
    }
    for subview in root.subviews where !layers.contains(where: { $0 === subview }) {
      visit(subview, origin: .zero, in: root)
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
  private mutating func visit(_ node: ViewNode, origin: ViewPoint, in root: ViewNode) {
    guard !node.isHidden else { return }
    let frame = ViewRect(
      x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
      width: node.frame.width, height: node.frame.height)
    if let item = Self.item(for: node, frame: frame, in: root) { items.append(item) }
    for subview in node.subviews {
      visit(subview, origin: frame.origin, in: root)
    }
  }

  @MainActor
  private static func item(for node: ViewNode, frame: ViewRect, in root: ViewNode) -> DisplayItem? {
    let scroll = root as? ScrollView
    let accessory: DisplayItem.Role? =
      node === scroll?.headerView ? .header : node === scroll?.footerView ? .footer : nil
    let placeholder = node.superview as? EmptyStateView
    if node === scroll?.placeholderBackdrop { return nil }  // a layer: only its content is drawn
    switch node {
    case let image as ImageNode:
      return DisplayItem(role: .image, frame: frame, lines: [image.image?.name ?? ""])
    case let label as LabelNode:
      let role =
        accessory
        ?? (label === placeholder?.titleNode
          ? .title : label === placeholder?.detailNode ? .detail : .label)
      return DisplayItem(role: role, frame: frame, lines: label.lines, textStyle: label.style)
    case let button as ButtonNode:
      let text = button.title ?? button.image?.name ?? ""
      return DisplayItem(role: .button, frame: frame, lines: [text], textStyle: button.style)
    case let view as EmptyStateView:
      return DisplayItem(
        role: .emptyView, frame: frame, lines: [], fill: view.appearance.backgroundColor)
    default:
      if node === placeholder?.customNode {
        return DisplayItem(
          role: .custom, frame: frame, lines: [node.accessibilityLabel ?? "custom view"])
      }
      return DisplayItem(role: accessory ?? .view, frame: frame, lines: [])
    }
  }
}
