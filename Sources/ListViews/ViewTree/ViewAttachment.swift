/// An object a higher layer attaches to a view, so that it lives as long as the view and hears
/// when the view's layout or traits change.
///
/// It is the headless counterpart of an associated object, done explicitly: a view keeps its
/// attachments strongly, in the order they were added, and never names their types.
@MainActor
public protocol ViewAttachment: AnyObject {
  /// The view's layout changed: its size, a scroll view's content area or its safe area.
  ///
  /// - Parameter view: The view the attachment is attached to.
  func viewDidLayout(_ view: ViewNode)

  /// The view is about to run its ``ViewNode/layoutSubviews()`` on a layout pass (UIKit's
  /// `viewWillLayoutSubviews()`): an attachment that put off adding or changing subviews
  /// does it now, and they are laid out in the same pass.
  ///
  /// - Parameter view: The view the attachment is attached to.
  func viewWillLayout(_ view: ViewNode)

  /// The view's traits changed (``ViewNode/traits``): its own overrides or an ancestor's.
  ///
  /// - Parameter view: The view the attachment is attached to.
  func viewTraitsDidChange(_ view: ViewNode)
}

// MARK: Default implementations

extension ViewAttachment {
  /// Ignores the change.
  public func viewTraitsDidChange(_ view: ViewNode) {}

  /// Does nothing.
  public func viewWillLayout(_ view: ViewNode) {}
}
