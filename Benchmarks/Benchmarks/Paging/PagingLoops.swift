import Foundation

/// The profile loops of paged loading, run under callgrind by ``Scenarios/paging()``.
///
/// `paging-N` loads pages 1 to N of 50 rows each into a table at the top of its content (the
/// offset never nears the end, so each page after the first is requested explicitly, with
/// `loadNextPage()`) and waits for each. Two runs' difference, such as `paging-1000` less
/// `paging-990`, divided by the pages between them, is the cost of one page at that point
/// of the list: the request, its task, the loader's answer, the state machine, the footer, the
/// apply step's reload and the page events.
@MainActor
enum PagingLoops {
  /// Runs scene `name`; `false` for another name.
  ///
  /// `paging-hops-N` is the harness alone: N tasks on the main actor, each awaited as a page's
  /// task is, with nothing in them.
  static func run(_ name: String) -> Bool {
    if name.hasPrefix("paging-hops-"), let hops = Int(name.dropFirst("paging-hops-".count)) {
      drive {
        for _ in 0..<hops { await Task { @MainActor in }.value }
      }
      return true
    }
    guard name.hasPrefix("paging-"), let pages = Int(name.dropFirst("paging-".count)),
      pages > 0
    else { return false }
    drive {
      let paged = PagedTable(lastPage: pages)
      await paged.firstPage()
      while await paged.nextPage() {}
      precondition(paged.rows == pages * PagedTable.pageSize, "pages lost or repeated")
    }
    return true
  }

  /// Runs `body` to its end on the main thread, serving the main queue until it is done.
  ///
  /// Every page is answered on the main actor, so nothing waits on another thread: the same
  /// work on every run. (An `async` main would park the main thread in `dispatchMain`, which
  /// callgrind does not survive.)
  static func drive(_ body: @escaping @MainActor () async -> Void) {
    let done = Flag()
    Task { @MainActor in
      await body()
      done.isSet = true
    }
    while !done.isSet { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
  }

  @MainActor
  private final class Flag {
    var isSet = false
  }
}
