/// A row or item as drawn: where it is and what it says.
public struct CellSnapshot: Hashable, Sendable {
  /// The row's or item's position in the list.
  public var indexPath: ListIndexPath
  /// Its frame in the list's coordinate space.
  public var frame: ViewRect
  /// The text it shows.
  public var text: String
}
