import EmptyState
import VirtualTime

/// A page server answered by hand: each loader call waits until the test answers its cursor,
/// and an answer given before the call is kept for it.
///
/// Pages of `pageSize` rows hold `cursor * 100 + row`; the cursor after `cursor` is
/// `cursor + 1`, unless the test says otherwise. Cancelling a waiting call makes it throw
/// `CancellationError` at once. Built on the loaders' one hand-answered call
/// (`HandAnsweredCalls`): while a call waits, its page request waits for the test.
final class PageGate: Sendable {
  typealias Page = LoadedPage<[Int], Int>

  private let calls = HandAnsweredCalls<Int, Page>(keeping: .oneCallEach)
  let pageSize: Int

  init(pageSize: Int = 10) {
    self.pageSize = pageSize
  }

  /// The cursors asked for, in order.
  var requests: [Int] { calls.calls }

  /// The cursors whose waiting call was cancelled.
  var cancelled: [Int] { calls.cancelled }

  /// The rows of the page at `cursor`.
  func rows(_ cursor: Int) -> [Int] {
    (0..<pageSize).map { cursor * 100 + $0 }
  }

  /// What the loader calls.
  func page(_ cursor: Int) async throws -> Page {
    try await calls.call(cursor)
  }

  /// Answers the call for `cursor` with its rows and `next` (by default `cursor + 1`).
  func answer(_ cursor: Int, next: Int?? = .none) {
    let page = Page(items: rows(cursor), next: next ?? cursor + 1)
    calls.answer(cursor, with: .success(page))
  }

  /// Makes the call for `cursor` throw `error`.
  func fail(_ cursor: Int, with error: any Error) {
    calls.answer(cursor, with: .failure(error))
  }
}
