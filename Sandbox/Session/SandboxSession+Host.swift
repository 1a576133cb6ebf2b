import EmptyState

extension SandboxSession {
  /// Drives the list headless, or through a UIKit table and the adapter.
  func switchHost(to host: ActiveList.Host) throws(CommandError) {
    let current: ActiveList.Host = list.hosted == nil ? .headless : .uikit
    guard host != current else { return note("already hosted \(host.rawValue)") }
    guard host == .uikit else {
      replaceList(with: ActiveList(kind: .table, data: data))
      return note("now a headless table: the empty state drives it directly")
    }
    let usage = "host uikit | host headless"
    guard list.kind == .table else {
      throw .usage("host", usage, "UIKit hosts a table here; 'table' first")
    }
    guard !hasAccessories, pages == nil, snapshots.feed == nil else {
      throw .usage("host", usage, "remove the header, footer, pages and snapshot feed first")
    }
    guard let hosted = ActiveList.hostedTable(data: data) else {
      throw .usage("host", usage, "UIKit cannot be imported on this platform")
    }
    replaceList(with: ActiveList(kind: .table, data: data, hosted: hosted))
    note("now hosted in UIKit: an EmptyStateTableView is told each change; its mirror is drawn")
  }

  /// Refuses what the UIKit host does not take from the Sandbox yet.
  func refuseWhileHosted(_ command: SandboxCommand) throws(CommandError) {
    guard list.hosted != nil else { return }
    let name: String
    switch command {
    case .table, .collection: name = command == .table ? "table" : "collection"
    case .accessory(let which, _, _): name = which.rawValue
    case .insets: name = "insets"
    case .scroll: name = "scroll"
    case .pages: name = "pages"
    case .snapshot: name = "snapshot"
    case .load: name = "load"
    case .refresh: name = "refresh"
    case .retry: name = "retry"
    case .search: name = "search"
    default: return
    }
    throw .usage(name, "host headless", "not taken through the UIKit host yet")
  }

  /// Gives the UIKit host the list's geometry and lays it out; notes a view tree that differs.
  func layOutHost() {
    guard let hosted = list.hosted else { return }
    hosted.layOut()
    if let mismatch = hosted.mismatch() { note("uikit: \(mismatch)") }
  }
}
