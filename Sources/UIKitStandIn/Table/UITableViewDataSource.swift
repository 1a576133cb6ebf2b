/// The methods that an object adopts to manage data and provide cells for a table view.
///
/// [UITableViewDataSource](https://developer.apple.com/documentation/uikit/uitableviewdatasource)
///
/// UIKit's optional requirements are requirements with a default here (Swift on Linux has no
/// optional requirements); an adopter implements them the same way.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Tells the data source to return the number of rows in a given section of a table view.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// Asks the data source for a cell to insert in a particular location of the table view.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// Asks the data source to return the number of sections in the table view; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// One section, as UIKit assumes when the data source does not say.
  public func numberOfSections(in tableView: UITableView) -> Int {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    1
  }
}

/// The visual representation of a single row in a table view.
///
/// [UITableViewCell](https://developer.apple.com/documentation/uikit/uitableviewcell)
@MainActor
open class UITableViewCell: UIView {
  /// A string used to identify a cell that is reusable.
  public let reuseIdentifier: String?

  /// Initializes a table cell with a style and a reuse identifier; required in the stand-in,
  /// which makes registered cells through it (UIKit uses the Objective-C runtime).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Creates a default cell with no reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// An enumeration for the various styles of cells.
  ///
  /// [UITableViewCell.CellStyle](https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle)
  public enum CellStyle: Int, Sendable {
    /// A simple style for a cell with a text label and an optional image view.
    case `default` = 0
  }
}
