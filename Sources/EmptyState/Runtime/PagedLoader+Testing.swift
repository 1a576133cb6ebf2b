extension PagedLoader {
  /// The page request under way, for tests, the Sandbox and the benchmarks, which start one by
  /// scrolling and wait for it.
  package var pageTask: Task<Void, Never>? { task?.task }
}

extension PagedLoader: PageRequestReporting {
  /// The page request under way with the identity its loader runs under
  /// (``LoadIdentity/current``), until its answer is applied, held, or dropped.
  var runningRequest: (identity: LoadIdentity, task: Task<Void, Never>)? {
    guard let task, let request = core.request else { return nil }
    return (LoadIdentity(controller: loadOwner, generation: request.number), task.task)
  }
}

/// A paged loader as its list's empty state knows it: to whom its page events are delivered, in
/// the list's work queue, and what test support asks it, through
/// ``EmptyStateController/pageRequests``.
@MainActor
protocol PageRequestReporting: AnyObject {
  /// The page request under way with the identity its loader runs under, if any.
  var runningRequest: (identity: LoadIdentity, task: Task<Void, Never>)? { get }
  /// The loader's number among loads (``LoadIdentity/controller``).
  var loadOwner: UInt64 { get }
  /// Sends `events` to the loader's listeners, in order (the list's work queue's turn came).
  func deliver(_ events: [PageEvent])
  /// Requests the next page if the rows below the visible area are within the prefetch
  /// distance (the list's work queue's turn came).
  func checkTheEnd()
}

/// A paged loader of a list, held weakly: the list holds it.
struct PagedLoaderReference {
  weak var loader: (any PageRequestReporting)?
}
