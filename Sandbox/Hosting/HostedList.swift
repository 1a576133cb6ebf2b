import EmptyState

/// A list in a UI framework that hosts the empty state through an adapter: the Sandbox tells it
/// each change, and draws its mirror, the headless list the adapter keeps in step.
@MainActor
protocol HostedList: AnyObject {
  /// The adapter's mirror, with its own type: the list the Sandbox reads and draws.
  var mirror: ActiveList.Typed { get }
  /// Tells the hosted list that all its data changed.
  func reloadData()
  /// Tells the hosted list of an update (sections or items inserted or deleted), or holds it
  /// while a batch is open.
  func tell(_ update: ListUpdate)
  /// Opens a batch of updates.
  func beginUpdates()
  /// Closes a batch; at the outermost end, tells its updates, or reloads instead and returns
  /// `false` when they do not match the data source (UIKit would raise).
  func endUpdates() -> Bool
  /// Gives the hosted list a header or footer view showing `text`, or removes it (`nil`).
  func setAccessory(
    _ which: SandboxCommand.Accessory, text: String?, height: Double,
    onTap: @escaping @MainActor () -> Void) throws(CommandError)
  /// A diffable data source of the hosted list's own framework, made its data source.
  func makeDiffableSource() -> any DiffableDataSource<String, String>
  /// Makes the Sandbox's counts the hosted list's data source again.
  func feedFromData()
  /// Gives the hosted list the mirror's size, insets and offset, lays it out and lets queued
  /// work (a batch's completion) run.
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

  /// A list of `kind` hosted in UIKit over `data`, or `nil` where UIKit cannot be imported.
  static func hosted(_ kind: Kind, data: SandboxData) -> (any HostedList)? {
    #if canImport(UIKit)
      switch kind {
      case .table: HostedTable(data: data)
      case .collection: HostedCollection(data: data)
      }
    #else
      nil
    #endif
  }

  /// Reloads the list, through its host if it has one.
  func reloadData() {
    if let hosted { hosted.reloadData() } else { view.reloadData() }
  }

  /// Inserts sections, through the host if the list has one.
  func insertSections(_ sections: [Int]) { apply(.insertSections(sections)) }

  /// Deletes sections, through the host if the list has one.
  func deleteSections(_ sections: [Int]) { apply(.deleteSections(sections)) }

  /// Inserts rows or items, through the host if the list has one.
  func insertItems(at paths: [ListIndexPath]) { apply(.insertItems(paths)) }

  /// Deletes rows or items, through the host if the list has one.
  func deleteItems(at paths: [ListIndexPath]) { apply(.deleteItems(paths)) }

  /// Opens a batch, through the host if the list has one.
  func beginUpdates() {
    if let hosted { hosted.beginUpdates() } else { view.beginUpdates() }
  }

  /// Closes a batch, through the host if the list has one; `false` when the host reloaded
  /// instead, because the batch did not match the data source.
  @discardableResult
  func endUpdates() -> Bool {
    guard let hosted else {
      view.endUpdates()
      return true
    }
    return hosted.endUpdates()
  }

  /// Applies `update`, through the host if the list has one.
  private func apply(_ update: ListUpdate) {
    if let hosted { hosted.tell(update) } else { view.apply(update) }
  }
}
