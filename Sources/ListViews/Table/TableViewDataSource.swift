/// The object that tells a ``TableView`` how many sections and rows it has.
///
/// The method names are UIKit's, so `UITableViewDataSource` code moves over unchanged.
/// ``numberOfSections(in:)`` is optional: without it a table has one section.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections; optional, 1 by default.
  ///
  /// - Parameter tableView: The table asking.
  /// - Returns: The number of sections. A negative number is treated as 0 and reported.
  func numberOfSections(in tableView: TableView) -> Int

  /// The number of rows in `section`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: A section index below the number of sections.
  /// - Returns: The number of rows. A negative number is treated as 0 and reported.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The text a row shows when the table is drawn; optional, `nil` by default.
  ///
  /// This is the headless stand-in for `tableView(_:cellForRowAt:)`: renderers draw this text.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row's position.
  /// - Returns: The row's text, or `nil` for the default `Row <section>.<row>`.
  func tableView(_ tableView: TableView, textForRowAt indexPath: ListIndexPath) -> String?
}

extension TableViewDataSource {
  /// No text: renderers draw `Row <section>.<row>`.
  public func tableView(_ tableView: TableView, textForRowAt indexPath: ListIndexPath) -> String? {
    nil
  }

  /// One section, as in UIKit when the data source does not say.
  public func numberOfSections(in tableView: TableView) -> Int {
    1
  }
}
