import EmptyState
import VirtualTime

/// The paged list the `pages` command sets up: pages of ``size`` rows, page 1 as the list's
/// load and every later one at the end of the list, each answered by the virtual server
/// ``latency`` after it is requested.
@MainActor
struct SandboxPages {
  /// How long the server takes to answer a page: long enough to see the strip's spinner on
  /// the full screen.
  static let latency = Duration.milliseconds(300)
  /// How many rows from the end a scroll requests the next page.
  static let prefetchDistance = 2
  /// What the strip says at the end.
  static let footer = PageFooter(endText: "That's everything")

  /// Rows per page.
  let size: Int
  /// The last page.
  let end: Int
  /// The list's paged loader, once it is made.
  var loader: (any ActivePagedLoader)?
  /// Keeps the listener to the page events.
  var token: HookToken?
  /// The pages whose next request fails, once.
  var failing: Set<Int> = []
  /// How many pages are applied since the last first page.
  var applied = 0
  /// The gate of each later page's request, until its loader takes it.
  var gates: [Int: LoadGate<[Int]>] = [:]

  /// The page the next request is for.
  var nextPage: Int { applied + 1 }

  /// What the server answers to a request for `page`: its rows, or a failure if the page was
  /// set to fail (once).
  mutating func answer(for page: Int) -> ServerResponse {
    failing.remove(page) == nil ? .sections([size]) : .failure("page \(page) failed")
  }

  /// The last page when none is given: ``SandboxLimits/pages``, or fewer when that many pages
  /// of `size` rows would not fit in a section.
  static func defaultEnd(size: Int) -> Int {
    max(1, min(SandboxLimits.pages, SandboxLimits.sectionItems / max(1, size)))
  }
}
