/// The position of a row or item: a section and an index inside it.
///
/// Named so that it cannot clash with Foundation's `IndexPath` when a file imports both.
/// ``row`` and ``item`` are the same number, for tables and collections.
public struct ListIndexPath: Hashable, Comparable, Sendable {
  /// The section.
  public var section: Int
  /// The index inside the section.
  public var item: Int

  /// The index inside the section, under the table's name.
  public var row: Int {
    get { item }
    set { item = newValue }
  }

  /// Creates the path of an item of a collection.
  public init(item: Int, section: Int) {
    self.section = section
    self.item = item
  }

  /// Creates the path of a row of a table.
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// Orders by section, then by index.
  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

extension ListIndexPath: CustomStringConvertible {
  /// The path as `[section, item]`.
  public var description: String {
    "[\(section), \(item)]"
  }
}
