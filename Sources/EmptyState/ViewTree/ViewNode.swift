/// A headless view: a frame, bounds, an ordered list of subviews and an optional tap action.
///
/// `ViewNode` is the small part of `UIView` that lists and their empty views need, with no
/// drawing, so everything runs and is tested anywhere Swift runs. The last subview is the
/// front-most, as in UIKit. A frame is in the superview's coordinate space; ``bounds`` always
/// starts at the origin.
@MainActor
open class ViewNode {
  /// The action run by ``tap(at:)`` when this node is the nearest tappable node under the point.
  public typealias TapAction = @MainActor (_ node: ViewNode) -> Void

  /// The node's rectangle in its superview's coordinate space.
  ///
  /// Setting a frame with a different size calls ``layoutSubviews()``; moving it does not.
  /// A frame with a NaN or infinite coordinate or a negative size is refused: the previous frame
  /// stays and ``ListDiagnostic/invalidGeometry(_:)`` is reported to the nearest list.
  public var frame: ViewRect {
    didSet {
      guard frame.isValid else {
        reportToNearestList(.invalidGeometry("frame \(frame) must be finite with a size >= 0"))
        frame = oldValue
        return
      }
      if frame.size != oldValue.size {
        layoutSubviews()
        superview?.subviewDidResize(self)
      }
    }
  }

  /// The node's own coordinate space: the origin and the frame's size.
  public var bounds: ViewRect {
    ViewRect(origin: .zero, size: frame.size)
  }

  /// The child nodes, back to front.
  public internal(set) var subviews: [ViewNode] = []

  /// The node this node is a subview of.
  public internal(set) weak var superview: ViewNode?

  /// Whether the node and its subviews are skipped by hit-testing and rendering.
  public var isHidden = false

  /// Whether taps can land on this node or its subviews.
  public var isUserInteractionEnabled = true

  /// Whether a tap on the node itself (not on one of its subviews) goes to what is behind it,
  /// as if the node were not there.
  public var passesTouchesThrough = false

  /// Whether a tap that reaches this node without a ``tapAction`` stops here instead of going on
  /// to the superview (a placeholder that owns its area absorbs taps).
  public var absorbsTaps = false

  /// What a tap on this node does; `nil` lets the tap go to the superview.
  public var tapAction: TapAction?

  /// Whether assistive technologies treat this node as one element (its subviews are then
  /// not read separately).
  public var isAccessibilityElement = false

  /// What assistive technologies read for the node.
  public var accessibilityLabel: String?

  /// A stable name for UI tests and automation; never read aloud.
  public var accessibilityIdentifier: String?

  /// What kind of element the node is.
  public var accessibilityTraits: AccessibilityTraits = []

  /// The empty-state machinery attached to this node, if it is a list with an empty view.
  var emptyStateController: EmptyStateController?

  /// Creates a node with the given frame; an invalid frame is replaced by ``ViewRect/zero``.
  ///
  /// - Parameter frame: The node's rectangle in its future superview's space.
  public init(frame: ViewRect = .zero) {
    self.frame = frame.isValid ? frame : .zero
    if !frame.isValid {
      DiagnosticOutput.write(.invalidGeometry("frame \(frame) must be finite with a size >= 0"))
    }
  }

  /// Lays out the subviews after the bounds changed size.
  ///
  /// The default lays out an attached empty view again. Subclasses override it and call `super`.
  open func layoutSubviews() {
    emptyStateController?.hostAreaDidChange()
  }

  /// Called when a subview's size changed; containers with accessories override it.
  func subviewDidResize(_ subview: ViewNode) {}

  /// Sends `diagnostic` to the nearest enclosing list, or to standard error.
  func reportToNearestList(_ diagnostic: ListDiagnostic) {
    var node: ViewNode? = self
    while let current = node {
      if let list = current as? ScrollView { return list.report(diagnostic) }
      node = current.superview
    }
    DiagnosticOutput.write(diagnostic)
  }
}
