/// A headless view: a frame, bounds, an ordered list of subviews and an optional tap action.
///
/// `ViewNode` is the small part of `UIView` that lists need, with no drawing, so everything runs
/// and is tested anywhere Swift runs. The last subview is the front-most, as in UIKit. A frame is
/// in the superview's coordinate space; ``bounds`` always starts at the origin.
///
/// Two subviews can be pinned: ``overlayView`` stays in front of every other subview and
/// ``underlayView`` behind them, whatever is added later. Higher layers use them to put a view
/// above or behind a list's content without knowing what else the list holds.
@MainActor
open class ViewNode {
  /// The most levels a node may lie below its tree's root.
  ///
  /// Walks over a tree (taps, accessibility, layout, release) go one level per call; this
  /// bound keeps them far from the end of any thread's stack. Inserting a view that would go
  /// deeper is refused (``ViewTreeError/tooDeep(limit:)``). Real screens are a few dozen
  /// levels deep.
  public static let maximumDepth = 1_000

  /// The most times a node's attachments hear ``ViewAttachment/viewWillLayout(_:)`` in one
  /// layout of the node: again while one of them marks the node as they hear.
  public static let maximumWillLayoutRounds = 8

  /// The action run by ``tap(at:)`` when this node is the nearest tappable node under the point.
  public typealias TapAction = @MainActor (_ node: ViewNode) -> Void

  /// The node's rectangle in its superview's coordinate space.
  ///
  /// Setting a frame with a different size calls ``layoutSubviews()``; moving it does not.
  /// A frame with a NaN or infinite coordinate or a negative size is refused: the previous frame
  /// stays and ``ListDiagnostic/invalidGeometry(_:)`` is reported to the nearest list.
  @exclusivity(unchecked) public var frame: ViewRect {
    didSet {
      if refuses(frame, named: "frame", isValid: frame.isValid) {
        frame = oldValue
        return
      }
      if frame.size != oldValue.size {
        sizeDidChange()
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
  @exclusivity(unchecked) public internal(set) weak var superview: ViewNode? {
    // A node that waits for a layout pass keeps waiting in its new tree: the new ancestors
    // learn of it, so that their ``layoutIfNeeded()`` reaches it.
    didSet { if needsLayout || subtreeNeedsLayout { superview?.markSubtreeNeedsLayout() } }
  }

  // The layout marks are unchecked for exclusivity, as `frame` and `superview` are: each access
  // is a whole load or store (a didSet runs after its store has ended), so no two can overlap,
  // and the dynamic checks (about 150 instructions each, in callgrind) would cost more than
  // marking a list and running its pass.

  /// Whether ``setNeedsLayout()`` was called and ``layoutSubviews()`` has not run since.
  @exclusivity(unchecked) public internal(set) var needsLayout = false
  /// Whether a node below this one needs layout (kept on every ancestor of a marked node, so
  /// that a pass skips the subtrees that need nothing).
  @exclusivity(unchecked) var subtreeNeedsLayout = false
  /// Whether the node's layout pass is running: a node never starts a pass of itself inside
  /// its own (``layoutIfNeeded()``).
  @exclusivity(unchecked) var isLayingOut = false

  /// Whether the node and its subviews are skipped by hit-testing and rendering.
  public var isHidden = false

  /// How opaque the node and its subviews are drawn, from 0 (invisible) to 1 (the default).
  ///
  /// Renderers multiply it down the tree, as UIKit composites `alpha`: the ``SVGRenderer``
  /// writes it, and the ``PlainTextRenderer``, whose grid cannot blend, draws an item only while its
  /// opacity is at least a half. A node below 0.01 takes no taps (``hitTest(_:)``), UIKit's
  /// rule. Values outside 0...1 are clamped; NaN is refused: the previous opacity stays and
  /// ``ListDiagnostic/invalidGeometry(_:)`` is reported.
  public var opacity = 1.0 {
    didSet {
      if refuses(opacity, named: "opacity", isValid: !opacity.isNaN) {
        opacity = oldValue
      } else if !(0...1).contains(opacity) {
        opacity = min(1, max(0, opacity))
      }
    }
  }

  /// What this node changes of the traits it inherits from its superview (see ``traits``).
  ///
  /// Setting it tells the attachments of this node and of every node below it
  /// (``ViewAttachment/viewTraitsDidChange(_:)``) when their traits changed.
  public var traitOverrides = ViewTraits.Overrides() {
    didSet { traitOverridesDidChange(from: oldValue) }
  }

  /// Whether taps can land on this node or its subviews.
  public var isUserInteractionEnabled = true

  /// Whether a tap on the node itself (not on one of its subviews) goes to what is behind it,
  /// as if the node were not there.
  public var passesTouchesThrough = false

  /// Whether a tap that reaches this node without a ``tapAction`` stops here instead of going on
  /// to the superview.
  public var absorbsTaps = false

  /// Whether a scroll view this node is a subview of must not scroll while the node is shown.
  public var blocksScrolling = false

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
  public var accessibilityTraits: ViewAccessibilityTraits = []

  /// The subview kept in front of all others (see ``overlayView``).
  var overlay: ViewNode?
  /// The subview kept behind all others (see ``underlayView``).
  var underlay: ViewNode?
  /// Objects of higher layers that live as long as this node (see ``addAttachment(_:)``): the
  /// first kept inline (a node rarely has more), the others in an array.
  ///
  /// Unchecked for exclusivity, as the layout marks: every layout pass reads them (a checked
  /// read cost about 190 instructions a reload, profiled), and every access is a whole load or
  /// store (notifying iterates its own copy of the array, so an attachment added meanwhile
  /// overlaps nothing).
  @exclusivity(unchecked) var firstAttachment: (any ViewAttachment)?
  @exclusivity(unchecked) var moreAttachments: [any ViewAttachment] = []

  /// Creates a node with the given frame; an invalid frame is replaced by ``ViewRect/zero``.
  ///
  /// - Parameter frame: The node's rectangle in its future superview's space.
  public init(frame: ViewRect = .zero) {
    self.frame = frame.isValid ? frame : .zero
    if !frame.isValid {
      DiagnosticOutput.write(.invalidGeometry("frame \(frame) must be finite and not negative"))
    }
  }

  /// Lays out the subviews after the bounds changed size.
  ///
  /// The default tells the node's attachments. Subclasses override it and call `super`.
  open func layoutSubviews() {
    notifyAttachmentsOfLayout()
  }

  /// Sends `diagnostic` to the nearest enclosing list, or to standard error without one.
  ///
  /// Lists override it to hand the diagnostic to their handler.
  ///
  /// - Parameter diagnostic: What went wrong and how it was recovered.
  open func report(_ diagnostic: ListDiagnostic) {
    if let superview {
      superview.report(diagnostic)
    } else {
      DiagnosticOutput.write(diagnostic)
    }
  }

  /// What renderers draw for this node, at `frame` in the picture's coordinates.
  ///
  /// The default is a plain box; labels, images and buttons return their own kind of item, and
  /// a subclass of a higher layer can return any ``DisplayItem``. `nil` draws nothing for the
  /// node itself (its subviews are still drawn).
  ///
  /// - Parameter frame: The node's frame in the root's coordinate space.
  /// - Returns: The item to draw, or `nil`.
  open func displayItem(in frame: ViewRect) -> DisplayItem? {
    DisplayItem(role: .view, shape: .box, frame: frame)
  }

  /// What renderers draw for `subview`, one of this node's subviews.
  ///
  /// The default is what the subview says (``displayItem(in:)``); a container overrides it to
  /// draw its parts as what they are to it (a scroll view draws its header as a header).
  ///
  /// - Parameters:
  ///   - subview: One of this node's subviews.
  ///   - frame: The subview's frame in the root's coordinate space.
  /// - Returns: The item to draw, or `nil`.
  open func displayItem(for subview: ViewNode, in frame: ViewRect) -> DisplayItem? {
    subview.displayItem(in: frame)
  }

  /// Whether a new geometry value is refused: when it is not valid, reports it as
  /// ``ListDiagnostic/invalidGeometry(_:)``, and the caller puts the old value back.
  package func refuses(_ value: some Any, named name: String, isValid: Bool) -> Bool {
    guard !isValid else { return false }
    report(.invalidGeometry("\(name) \(value) must be finite and not negative"))
    return true
  }

  /// Called when a subview's size changed; containers with accessories override it.
  func subviewDidResize(_ subview: ViewNode) {}

  /// Called when `subview` was taken out of this node; containers that place some subviews
  /// themselves override it.
  func subviewWasRemoved(_ subview: ViewNode) {}

  /// How many subviews at the back belong to the container itself (a scroll view's background).
  var backgroundLayerCount: Int { 0 }

  /// The subviews in the order assistive technologies read them: back to front by default.
  var subviewsInReadingOrder: [ViewNode] { subviews }

  /// How far `subview` is moved up and to the left from its frame by scrolling: zero, except
  /// for the parts of a scroll view that scroll with its content (``ScrollingView``).
  ///
  /// Renderers and hit testing both ask it, so a subview is tapped where it is drawn.
  func scrolledDistance(of subview: ViewNode) -> ViewPoint { .zero }

  /// Tells every attachment that the node's layout changed.
  func notifyAttachmentsOfLayout() {
    firstAttachment?.viewDidLayout(self)
    for attachment in moreAttachments { attachment.viewDidLayout(self) }
  }
}

// MARK: Attachments

// In an extension: statically dispatched, as they were in their own file.
extension ViewNode {
  /// Attaches `attachment` for the rest of this node's life.
  ///
  /// - Parameter attachment: An object that depends on this node; held strongly.
  public func addAttachment(_ attachment: some ViewAttachment) {
    if firstAttachment == nil {
      firstAttachment = attachment
    } else {
      moreAttachments.append(attachment)
    }
  }

  /// The first attachment of type `type`, if any.
  ///
  /// - Parameter type: The attachment's type.
  /// - Returns: The attachment, or `nil` when none of that type was added.
  public func attachment<Attachment: ViewAttachment>(
    ofType type: Attachment.Type
  ) -> Attachment? {
    if let match = firstAttachment as? Attachment { return match }
    for attachment in moreAttachments {
      if let match = attachment as? Attachment { return match }
    }
    return nil
  }

  /// Tells every attachment that the node is about to lay out its subviews.
  func notifyAttachmentsOfWillLayout() {
    firstAttachment?.viewWillLayout(self)
    for attachment in moreAttachments { attachment.viewWillLayout(self) }
  }
}
