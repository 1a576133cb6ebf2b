/// Where a request (a managed load, or a page) is between its start and the use of its answer,
/// for the indicator shown while it runs: the loading placeholder, or a page footer's spinner.
///
/// The indicator waits for the show delay, then may show; an answer that comes while its
/// minimum display still runs is held, here and nowhere else, until that time is up. Whether
/// the minimum display still runs is not kept here: the owner says so with the answer (a
/// load's from the loading placeholder's stopwatch, which may show with no load; a page's from
/// its footer's alarm). Loads and pages share it, with their numbering (``RequestNumbers``).
enum RequestLifecycle<Held> {
  /// The show delay runs: the list goes on showing what it showed before the request.
  case delaying
  /// The indicator may show; an answer is used as soon as it comes, unless the minimum display
  /// still runs.
  case running
  /// The answer came while the minimum display ran: held until it is over.
  case holding(Held)

  /// Whether the show delay runs.
  var isDelaying: Bool {
    guard case .delaying = self else { return false }
    return true
  }

  /// Whether an answer is held.
  var isHolding: Bool {
    guard case .holding = self else { return false }
    return true
  }

  /// The lifecycle of a request that takes over from one in `self`: a show delay goes on, and
  /// an indicator that shows stays shown; a held answer is the old request's, and is dropped.
  var continued: Self {
    isDelaying ? .delaying : .running
  }

  /// The request's answer came: returns the answer to use now, or `nil` when it is held because
  /// the indicator shows and `minimumDisplayRuns`.
  ///
  /// An answer in the show delay is used at once (the indicator never showed). A second answer
  /// to a request that holds one is not used: it returns `nil`, and the held one stays (its
  /// owner ignores an answer to a holding request before asking).
  mutating func answered(_ answer: Held, minimumDisplayRuns: @autoclosure () -> Bool) -> Held? {
    switch self {
    case .delaying: return answer
    case .running:
      guard minimumDisplayRuns() else { return answer }
      self = .holding(answer)
      return nil
    case .holding: return nil
    }
  }
}

/// The numbers of a list's requests (its loads, or a paged loader's pages): unique for the
/// owner's life, so an answer to any request but the current one is told apart as stale.
struct RequestNumbers {
  private var last: UInt64 = 0

  /// The number of a new request.
  mutating func next() -> UInt64 {
    last += 1
    return last
  }
}
