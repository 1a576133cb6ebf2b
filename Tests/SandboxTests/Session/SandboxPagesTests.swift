import EmptyState
import Testing

@testable import Sandbox

/// The Sandbox's paged list: bounded without an END, a page request answered on the virtual
/// clock, and superseded page requests not kept.
@Suite @MainActor struct SandboxPagesTests {
  /// Runs each of `lines` in `session`, as typed, and returns the output of the last.
  @discardableResult
  func run(_ lines: [String], in session: SandboxSession) async throws -> [String] {
    var output: [String] = []
    for line in lines {
      guard let command = try CommandParser.parse(line) else { continue }
      output = try await SessionCommands.output(of: command, in: session)
    }
    return output
  }
}

extension SandboxPagesTests {
  @Test(arguments: [(1, 1_000), (10, 1_000), (1_000, 100), (10_000, 10)])
  func pagesWithoutAnEndStopAtTheLimits(size: Int, end: Int) {
    #expect(SandboxPages.defaultEnd(size: size) == end)
    #expect(SandboxPages.defaultEnd(size: size) * size <= SandboxLimits.sectionItems)
  }

  @Test func endlessPagesOfTheLargestSizeEndAfterTenPages() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    let output = try await run(["pages 10000"], in: session)
    #expect(output.first == "pages of 10000 rows, 10 in all, each answered after 300ms")
  }

  @Test func aScrolledPageWaitsOnTheClockThenApplies() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run(["size 320 160", "pages 10 3", "advance 300ms", "scroll end"], in: session)
    #expect(session.pages?.loader?.state == .loading)
    #expect(session.loads.pendingCount == 1)
    // Answered at 300ms, after the spinner showed (250ms): held for its minimum display.
    try await run(["advance 300ms"], in: session)
    #expect(session.data.sections == [10])
    try await run(["advance 450ms"], in: session)
    #expect(session.data.sections == [20])
    #expect(session.pages?.loader?.state == .notLoading)
    #expect(session.loads.pendingCount == 0)
  }

  @Test func aRefreshDropsThePageInFlight() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run(["size 320 160", "pages 10 3", "advance 300ms", "scroll end"], in: session)
    try await run(["refresh"], in: session)
    // Only the first page's request of the refresh is kept.
    #expect(session.loads.pendingCount == 1)
    try await run(["advance 300ms"], in: session)
    #expect(session.data.sections == [10])
  }
}

// MARK: Snapshots

extension SandboxPagesTests {
  @Test func snapshotApplyWhilePagesLoadIsRefusedAndLosesNothing() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run(
      ["size 320 160", "pages 10 3", "advance 300ms", "scroll end", "snapshot orders:o1,o2"],
      in: session)
    for line in ["snapshot apply", "snapshot reload"] {
      let error = await #expect(throws: CommandError.self) {
        try await run([line], in: session)
      }
      #expect(error?.description.contains("'load DURATION' stops them first") == true)
    }
    #expect(session.snapshots.feed == nil)
    #expect(session.snapshots.draft.numberOfItems == 2)
    try await run(["advance 800ms"], in: session)  // the page in flight still applies
    #expect(session.data.sections == [20])
    #expect(session.pages?.loader?.state == .notLoading)
  }
}

// MARK: Applying a page

extension SandboxPagesTests {
  @Test func aLaterPageIsInsertedAfterTheLastRow() async throws {
    defer { EmptyStateDefaults.reset() }
    let session = SandboxSession()
    try await run(["size 320 160", "pages 10 3", "advance 300ms"], in: session)
    let table = try #require(session.list.view as? TableView)
    var changes: [ListChange] = []
    let token = table.contentHooks.after { _, change in changes.append(change) }
    defer { token.cancel() }
    try await run(["scroll end", "advance 800ms"], in: session)
    #expect(session.data.sections == [20])
    let inserted = (10..<20).map { ListIndexPath(row: $0, section: 0) }
    #expect(changes == [.update(.insertItems(inserted))])
  }
}
