/// Where a request (a managed load, or a page) is between its start and the use of its answer.
enum RequestLifecycle<Held> {
  /// The show delay runs: the list goes on showing what it showed before the request.
  case delaying
  /// Shown; an answer is held while the minimum display runs.
  case running
  /// A page's spinner showed for its minimum display, or has none: an answer is used at once.
  case pastMinimumDisplay
  case holding(Held)

  var isDelaying: Bool {
    guard case .delaying = self else { return false }
    return true
  }

  var isHolding: Bool {
    guard case .holding = self else { return false }
    return true
  }

  /// The lifecycle of a request that takes over from one in `self`.
  var continued: Self {
    isDelaying ? .delaying : .running
  }

  mutating func answered(_ answer: Held, minimumDisplayRuns: @autoclosure () -> Bool) -> Held? {
    switch self {
    case .delaying, .pastMinimumDisplay: return answer
    case .running:
      guard minimumDisplayRuns() else { return answer }
      self = .holding(answer)
      return nil
    case .holding: return nil
    }
  }
}

struct RequestNumbers {
  private var last: UInt64 = 0

  var noneGiven: Bool { last == 0 }

  mutating func next() -> UInt64 {
    last += 1
    return last
  }
}
