import EmptyState

extension SandboxSession {
  /// Drives the list headless, or through a UIKit list of its kind and the adapter.
  func switchHost(to host: ActiveList.Host) throws(CommandError) {
    let current: ActiveList.Host = list.hosted == nil ? .headless : .uikit
    guard host != current else { return note("already hosted \(host.rawValue)") }
    guard host == .uikit else {
      replaceList(with: ActiveList(kind: list.kind, data: data))
      return note("now a headless \(list.kind.rawValue): the empty state drives it directly")
    }
    try checkHostable(list.kind, "host", "host uikit | host headless")
    guard let hosted = ActiveList.hosted(list.kind, data: data) else {
      throw .usage(
        "host", "host uikit | host headless", "UIKit cannot be imported on this platform")
    }
    replaceList(with: ActiveList(kind: list.kind, data: data, hosted: hosted))
    let kind = list.kind == .table ? "an EmptyStateTableView" : "an EmptyStateCollectionView"
    note("now hosted in UIKit: \(kind) is told each change; its mirror is drawn")
  }

  /// Refuses to host a list of `kind` in UIKit when UIKit has no place for what it shows.
  func checkHostable(_ kind: ActiveList.Kind, _ name: String, _ usage: String)
    throws(CommandError)
  {
    guard kind == .collection, hasAccessories else { return }
    throw .usage(
      name, usage,
      "a UICollectionView has no header or footer view of its own: 'header none' and "
        + "'footer none' first")
  }

  /// Gives the UIKit host the list's geometry and lays it out; notes a view tree that differs.
  func layOutHost() {
    guard let hosted = list.hosted else { return }
    hosted.layOut()
    if let mismatch = hosted.mismatch() { note("uikit: \(mismatch)") }
  }
}
