#if canImport(UIKit)
  import UIKit
  import EmptyState

  /// Draws a mirror's subviews with UIKit views in the host, one view per node kept.
  @MainActor
  final class PlaceholderRenderer {
    /// The UIKit view drawn for a node, with the node (kept, so its identity stays unique).
    private struct Drawn {
      let node: ViewNode
      let view: UIView
      let kind: DrawnKind
    }

    /// The host list the views are drawn in.
    private weak var host: UIScrollView?
    /// The views drawn, by node.
    private var drawn: [ObjectIdentifier: Drawn] = [:]

    init(host: UIScrollView) {
      self.host = host
    }

    /// Draws `mirror`'s subviews but `skipped` in `host`; views of nodes gone are removed.
    func render(_ mirror: ListView, skipping skipped: [ViewNode?], in host: UIScrollView) {
      var seen = Set<ObjectIdentifier>()
      var front: [UIView] = []
      var back: UIView?
      for node in mirror.subviews where !skipped.contains(where: { $0 === node }) {
        let view = draw(node, seen: &seen)
        let seenAt = node.convert(ViewPoint.zero, to: mirror)
        view.frame = CGRect(
          x: CGFloat(seenAt.x) + host.bounds.minX, y: CGFloat(seenAt.y) + host.bounds.minY,
          width: CGFloat(node.frame.width), height: CGFloat(node.frame.height))
        if node === mirror.underlayView { back = view } else { front.append(view) }
      }
      if drawn.count != seen.count {
        for (id, entry) in drawn where !seen.contains(id) {
          entry.view.removeFromSuperview()
          drawn[id] = nil
        }
      }
      place(back: back, front: front, in: host)
    }

    /// The UIKit view drawing `node`, if it is drawn.
    func view(for node: ViewNode) -> UIView? {
      drawn[ObjectIdentifier(node)]?.view
    }

    /// Puts `back` behind the cells (before the background view) and `front` before everything.
    private func place(back: UIView?, front: [UIView], in host: UIScrollView) {
      if let back {
        if back.superview !== host { host.addSubview(back) }
        host.sendSubviewToBack(back)
        if let background = (host as? UITableView)?.backgroundView
          ?? (host as? UICollectionView)?.backgroundView
        {
          host.sendSubviewToBack(background)
        }
      }
      let inFront =
        front.count <= host.subviews.count
        && zip(front, host.subviews.suffix(front.count)).allSatisfy { $0 === $1 }
      if !inFront {
        for view in front { host.bringSubviewToFront(view) }
        for view in front where view.superview !== host { host.addSubview(view) }
      }
    }

    /// The UIKit view of `node` and of its subviews, made or updated.
    private func draw(_ node: ViewNode, seen: inout Set<ObjectIdentifier>) -> UIView {
      let id = ObjectIdentifier(node)
      seen.insert(id)
      let kind = DrawnKind(node)
      let view: UIView
      if let entry = drawn[id], entry.kind == kind {
        view = entry.view
      } else {
        drawn[id]?.view.removeFromSuperview()
        view = kind.makeView(for: node)
        drawn[id] = Drawn(node: node, view: view, kind: kind)
      }
      kind.configure(view, from: node)
      // UIKit's own controls keep their private subviews; only containers hold the node's.
      guard kind.holdsSubviews else { return view }
      var index = 0
      for child in node.subviews {
        let childView = draw(child, seen: &seen)
        let origin = child.convert(ViewPoint.zero, to: node)
        childView.frame = CGRect(
          x: CGFloat(origin.x), y: CGFloat(origin.y), width: CGFloat(child.frame.width),
          height: CGFloat(child.frame.height))
        if index >= view.subviews.count || view.subviews[index] !== childView {
          view.insertSubview(childView, at: index)
        }
        index += 1
      }
      while view.subviews.count > index { view.subviews[index].removeFromSuperview() }
      return view
    }
  }
#endif
