import EmptyState

/// A list in a UI framework that hosts the empty state through an adapter: the Sandbox tells it
/// each change, and draws its mirror, the headless list the adapter keeps in step.
@MainActor
protocol HostedList: AnyObject {
  /// The adapter's mirror: the list the Sandbox reads and draws.
  var list: TableView { get }
  /// Tells the hosted list that all its data changed.
  func reloadData()
  /// Tells the hosted list that sections were inserted.
  func insertSections(_ sections: [Int])
  /// Tells the hosted list that sections were deleted.
  func deleteSections(_ sections: [Int])
  /// Tells the hosted list that rows were inserted.
  func insertItems(at paths: [ListIndexPath])
  /// Tells the hosted list that rows were deleted.
  func deleteItems(at paths: [ListIndexPath])
  /// Opens a batch of updates.
  func beginUpdates()
  /// Closes a batch of updates.
  func endUpdates()
  /// Gives the hosted list the mirror's size, insets and offset, and lays it out.
  func layOut()
  /// What differs between the views the adapter draws and the mirror's, if anything.
  func mismatch() -> String?
}

extension ActiveList {
  /// Where the list's changes go: to the headless list, or through a UIKit host.
  enum Host: String {
    case headless
    case uikit
  }

  /// Whether the Sandbox can host its lists in UIKit here.
  static var canHostInUIKit: Bool {
    #if canImport(UIKit)
      true
    #else
      false
    #endif
  }

  /// A table hosted in UIKit over `data`, or `nil` where UIKit cannot be imported.
  static func hostedTable(data: SandboxData) -> (any HostedList)? {
    #if canImport(UIKit)
      HostedTable(data: data)
    #else
      nil
    #endif
  }

  /// Reloads the list, through its host if it has one.
  func reloadData() {
    if let hosted { hosted.reloadData() } else { view.reloadData() }
  }

  /// Inserts sections, through the host if the list has one.
  func insertSections(_ sections: [Int]) {
    if let hosted { hosted.insertSections(sections) } else { view.insertSections(sections) }
  }

  /// Deletes sections, through the host if the list has one.
  func deleteSections(_ sections: [Int]) {
    if let hosted { hosted.deleteSections(sections) } else { view.deleteSections(sections) }
  }

  /// Inserts rows or items, through the host if the list has one.
  func insertItems(at paths: [ListIndexPath]) {
    if let hosted { hosted.insertItems(at: paths) } else { view.apply(.insertItems(paths)) }
  }

  /// Deletes rows or items, through the host if the list has one.
  func deleteItems(at paths: [ListIndexPath]) {
    if let hosted { hosted.deleteItems(at: paths) } else { view.apply(.deleteItems(paths)) }
  }

  /// Opens a batch, through the host if the list has one.
  func beginUpdates() {
    if let hosted { hosted.beginUpdates() } else { view.beginUpdates() }
  }

  /// Closes a batch, through the host if the list has one.
  func endUpdates() {
    if let hosted { hosted.endUpdates() } else { view.endUpdates() }
  }
}
