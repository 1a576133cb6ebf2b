// UIKit adds rows, items and sections to Foundation's index paths:
// https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath {
  /// Initializes an index path with the indexes of a specific row and section in a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Initializes an index path with the indexes of a specific item and section in a collection
  /// view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// An index number identifying a section in a table view or collection view.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// An index number identifying a row in a section of a table view.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// An index number identifying an item in a section of a collection view.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
