/// A view of the app's own to show as a placeholder, at the size of its own frame.
///
/// A placeholder may be shown by several lists, so it holds a way to make the view rather than
/// the view itself. The view keeps its size; only an area too small for it shrinks it.
public struct CustomPlaceholderView {
  /// Makes a new instance of the view; its frame's size is the size it is shown at.
  public let make: @MainActor () -> ViewNode

  /// Creates a custom placeholder view from a factory.
  ///
  /// - Parameter make: Returns a new view each time; its frame size is used.
  public init(_ make: @escaping @MainActor () -> ViewNode) {
    self.make = make
  }
}
