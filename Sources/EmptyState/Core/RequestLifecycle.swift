/// Where a request (a managed load, or a page) is between its start and the use of its answer.
enum RequestLifecycle<Held> {
  /// The show delay runs: the list goes on showing what it showed before the request.
  case delaying
  /// The indicator may show.
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

  /// The lifecycle of a request that takes over from one in `self`.
  var continued: Self {
    isDelaying ? .delaying : .running
  }

  /// The request's answer came.
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

/// The numbers of a list's requests (its loads, or a paged loader's pages).
struct RequestNumbers {
  private var last: UInt64 = 0

  /// Whether no request was numbered yet.
  var noneGiven: Bool { last == 0 }

  /// The number of a new request.
  mutating func next() -> UInt64 {
    last += 1
    return last
  }
}
