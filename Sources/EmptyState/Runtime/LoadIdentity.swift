/// Which load (or page request) a loader runs for, readable from inside the loader's task.
///
/// The library sets ``current`` around every loader it runs, a load's or a paged loader's
/// page request's, and never reads it; test support (`EmptyStateTesting`) reads it where a
/// loader suspends on a test clock or a test loader, so that it can tell whether a load is
/// waiting for the test or still working. Setting it costs no allocation.
package struct LoadIdentity: Hashable, Sendable {
  /// The controller that runs the load, or the paged loader that runs the page request: a
  /// number unique for the process (an address would be reused by a list made after this one
  /// is freed, and its loads taken for this one's).
  package let controller: UInt64
  /// The load's generation (or the page request's number), unique for its owner's life.
  package let generation: UInt64

  /// The load the current task runs a loader for, if any.
  @TaskLocal package static var current: LoadIdentity?
}

/// Numbers the controllers that run loads, in the order of their first load.
@MainActor
enum LoadOwnerNumbers {
  private static var last: UInt64 = 0

  /// A number no other controller of the process has.
  static func next() -> UInt64 {
    last += 1
    return last
  }
}
