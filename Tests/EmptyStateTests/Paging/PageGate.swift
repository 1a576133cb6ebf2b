import EmptyState
import Foundation

/// A page server answered by hand: each loader call waits until the test answers its cursor,
/// and an answer given before the call is kept for it.
///
/// Pages of `pageSize` rows hold `cursor * 100 + row`; the cursor after `cursor` is
/// `cursor + 1`, unless the test says otherwise. Cancelling a waiting call makes it throw
/// `CancellationError` at once.
final class PageGate: @unchecked Sendable {
  // `@unchecked Sendable` is safe: every mutable stored property is read and written only while
  // `lock` is held, and continuations are resumed after it is released.

  typealias Page = LoadedPage<[Int], Int>

  private let lock = NSLock()
  private var answers: [Int: Result<Page, any Error>] = [:]
  private var waiters: [Int: CheckedContinuation<Page, any Error>] = [:]
  private var asked: [Int] = []
  private var cancelledCursors: [Int] = []
  let pageSize: Int

  init(pageSize: Int = 10) {
    self.pageSize = pageSize
  }

  /// The cursors asked for, in order.
  var requests: [Int] { lock.withLock { asked } }

  /// The cursors whose waiting call was cancelled.
  var cancelled: [Int] { lock.withLock { cancelledCursors } }

  /// The rows of the page at `cursor`.
  func rows(_ cursor: Int) -> [Int] {
    (0..<pageSize).map { cursor * 100 + $0 }
  }

  /// What the loader calls.
  func page(_ cursor: Int) async throws -> Page {
    let call = Call()
    lock.withLock { asked.append(cursor) }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Page, any Error>) in
        let ready: Result<Page, any Error>? = lock.withLock {
          // A call cancelled before it waits throws at once.
          if call.isCancelled { return .failure(CancellationError()) }
          if let answer = answers.removeValue(forKey: cursor) { return answer }
          waiters[cursor] = continuation
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let waiter = lock.withLock {
        call.isCancelled = true
        cancelledCursors.append(cursor)
        return waiters.removeValue(forKey: cursor)
      }
      waiter?.resume(throwing: CancellationError())
    }
  }

  /// One loader call; its flag is read and written only while `lock` is held.
  private final class Call: @unchecked Sendable {
    var isCancelled = false
  }

  /// Answers the call for `cursor` with its rows and `next` (by default `cursor + 1`).
  func answer(_ cursor: Int, next: Int?? = .none) {
    let page = Page(items: rows(cursor), next: next ?? cursor + 1)
    resolve(cursor, .success(page))
  }

  /// Makes the call for `cursor` throw `error`.
  func fail(_ cursor: Int, with error: any Error) {
    resolve(cursor, .failure(error))
  }

  private func resolve(_ cursor: Int, _ result: Result<Page, any Error>) {
    let waiter: CheckedContinuation<Page, any Error>? = lock.withLock {
      guard let waiter = waiters.removeValue(forKey: cursor) else {
        answers[cursor] = result
        return nil
      }
      return waiter
    }
    waiter?.resume(with: result)
  }
}
