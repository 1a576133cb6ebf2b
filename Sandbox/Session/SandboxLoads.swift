import EmptyState
import VirtualTime

/// What the Sandbox's virtual server answers: section counts, or a failure with a message.
enum ServerResponse: Equatable, CustomStringConvertible {
  case sections([Int])
  case failure(String)

  var description: String {
    switch self {
    case .sections(let counts):
      return counts.isEmpty
        ? "no sections" : "[" + counts.map(String.init).joined(separator: ",") + "]"
    case .failure(let message): return "a failure (\(message))"
    }
  }
}

/// The gate of the load a command starts: the library starts the load's task inside the
/// command, and the task inherits this value, so the loader finds its own request's gate.
enum RequestGate {
  @TaskLocal static var current: LoadGate<[Int]>?
}

/// The Sandbox's virtual time: a clock moved by hand (`VirtualTime`'s, which tests' `TestClock`
/// runs on too), a virtual server that answers each request after
/// the time its load asked for, and the requests not answered yet.
///
/// Time passes only in `advance`, in steps of ``tick``: at each step the list's timers fire
/// first, then the requests due are answered in the order they were sent. The same script
/// always prints the same transcript.
@MainActor
final class SandboxLoads {
  /// One request to the virtual server.
  struct Request {
    let number: Int
    let gate: LoadGate<[Int]>
    /// What the server answers: what it was set to answer when the request was sent.
    let response: ServerResponse
    /// When it answers, on the clock.
    let deadline: Duration
    var task: Task<Void, Never>?
    /// Whether it is a later page's request (its task ends once the page is handled), not a
    /// load of the empty state's.
    var isPage = false
  }

  /// The step the clock moves in.
  static let tick = Duration.milliseconds(10)

  let clock = VirtualClock(now: VirtualInstant(offset: .zero))
  /// What the server answers from now on.
  var response = ServerResponse.sections([3])
  /// How long the requests of the last loader take.
  var latency = Duration.zero
  /// The gate a load started by the command being run waits for.
  private(set) var nextGate = LoadGate<[Int]>()
  private var pending: [Request] = []
  private var started: Request?
  /// The tasks of dropped requests, not known to have ended.
  private var dropped: [Task<Void, Never>] = []
  private var sent = 0

  /// The time since the Sandbox started.
  var now: Duration { clock.now.offset }

  /// How many requests wait for their answer.
  var pendingCount: Int { pending.count }

  /// How many timers wait on the clock.
  var sleeperCount: Int { clock.pendingSleepCount }

  /// How many of the list's alarms the clock keeps.
  var keptAlarmCount: Int { clock.keptAlarmCount }

  /// A load started during the command being run: its request is sent now.
  func send(answering answer: ServerResponse? = nil) -> Request {
    sent += 1
    let request = Request(
      number: sent, gate: nextGate, response: answer ?? response, deadline: now + latency)
    started = request
    nextGate = LoadGate()
    return request
  }

  /// A later page's request, sent by the page task `task`: it waits with its own gate and
  /// answers `answer` after `delay`, whenever it starts (in a command or while time passes).
  func sendPage(
    answering answer: ServerResponse, after delay: Duration, gate: LoadGate<[Int]>,
    task: Task<Void, Never>?
  ) -> Request {
    sent += 1
    let request = Request(
      number: sent, gate: gate, response: answer, deadline: now + delay, task: task, isPage: true)
    pending.append(request)
    return request
  }

  /// The command ended: the request it sent, if any, waits with the task of its load, and the
  /// requests of loads it superseded or cancelled are dropped.
  ///
  /// A cancelled load's loader has already thrown `CancellationError`, so its answer could
  /// change nothing; kept until its deadline, each would cost memory and a look at every step
  /// of the clock (`load 3600s` typed again and again).
  func commandEnded(loadTask: Task<Void, Never>?) {
    if var request = started {
      request.task = loadTask
      pending.append(request)
      started = nil
    }
    for request in pending where request.task?.isCancelled == true {
      request.task.map { dropped.append($0) }
    }
    pending.removeAll { $0.task?.isCancelled == true }
  }

  /// Waits for the tasks of the loads dropped since the last call to end.
  ///
  /// Their loaders throw `CancellationError` at once, but each task ends on the main actor,
  /// which a script or the full screen otherwise keeps busy from one command to the next: every
  /// superseded load would stay in memory until the next `advance`.
  func finishDropped() async {
    while let task = dropped.popLast() { await task.value }
  }

  /// The requests due now, in the order they were sent; they are no longer pending.
  func takeDue() -> [Request] {
    let due = pending.filter { $0.deadline <= now && $0.task?.isCancelled != true }
    pending.removeAll { $0.deadline <= now || $0.task?.isCancelled == true }
    return due
  }

  /// `duration` as the Sandbox writes it: `250ms`, `2s`, `1250ms`.
  nonisolated static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return milliseconds != 0 && milliseconds % 1_000 == 0
      ? "\(milliseconds / 1_000)s" : "\(milliseconds)ms"
  }
}
