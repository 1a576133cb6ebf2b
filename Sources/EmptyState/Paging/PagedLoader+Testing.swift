extension PagedLoader {
  /// The page request under way, for tests, the Sandbox and the benchmarks, which start one by
  /// scrolling and wait for it.
  package var pageTask: Task<Void, Never>? { task?.task }
}
