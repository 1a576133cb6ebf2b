import EmptyState
import VirtualTime

extension SandboxSession {
  /// Runs `command` at the current instant; a load it starts sends a request to the server.
  func runSendingRequests(_ command: SandboxCommand) throws(CommandError) -> [String] {
    let result: Result<[String], CommandError> = RequestGate.$current.withValue(loads.nextGate) {
      do throws(CommandError) {
        return .success(try run(command))
      } catch {
        return .failure(error)
      }
    }
    loads.commandEnded(loadTask: list.emptyState.loadTask)
    return try result.get()
  }

  /// Runs the commands for loads, search and the loading placeholder.
  func runLoadCommand(_ command: SandboxCommand) throws(CommandError) {
    switch command {
    case .server(let response):
      loads.response = response
      note("the server answers \(response) from now on")
    case .load(let latency):
      loads.latency = latency
      stopPages()
      _ = list.emptyState.load(Self.loader) { [weak self] _, rows in self?.apply(rows) }
    case .retry where pages?.loader?.state.kind == .failed:
      retryPage()
    case .refresh, .retry:
      let name = command == .refresh ? "refresh" : "retry"
      let task = command == .refresh ? list.emptyState.refresh() : list.emptyState.retry()
      guard task != nil else {
        throw .usage(name, name, "no load to run again: start one with 'load DURATION'")
      }
    case .cancel:
      guard list.emptyState.loadTask != nil else {
        throw .usage("cancel", "cancel", "no load is running")
      }
      list.emptyState.cancelLoading()
    case .search(let query):
      note(query.map { "searching for \"\($0)\"" } ?? "search cleared")
      list.emptyState.searchQuery = query
    case .timing(let timing):
      note("loading timing: \(Self.describe(timing))")
      changePlaceholders { $0.options.loadingTiming = timing }
    case .spinner(let on):
      guard placeholders.loading != nil else {
        throw .usage("spinner", "spinner on|off", "set a loading placeholder first")
      }
      note("the loading placeholder has \(on ? "an" : "no") activity indicator")
      changePlaceholders { $0.loading?.activityIndicator = on ? .medium : nil }
    default:
      return
    }
  }

  /// Moves the virtual clock by `duration` (see ``advanceClock(by:)``), then says the clock's
  /// time and draws the list.
  func advance(by duration: Duration) async -> [String] {
    _ = await advanceClock(by: duration)
    note("clock: \(SandboxLoads.format(loads.now))")
    return messages + [render()]
  }

  /// Moves the virtual clock by `duration`, step by step: the list's timers fire, then the
  /// requests due are answered; each instant where something happened gets one line.
  ///
  /// - Returns: Those lines; the list is not drawn (the full screen draws it itself).
  func advanceClock(by duration: Duration) async -> [String] {
    messages = []
    let target = loads.now + duration
    while loads.now < target {
      let before = messages.count
      let state = stateDescription
      // The timers due within the step fire in order, each at its own deadline.
      await loads.clock.advance(by: SandboxLoads.tick)
      list.emptyState.updateTransitions()
      for request in loads.takeDue() {
        switch request.response {
        case .sections(let counts):
          note("request \(request.number) answers \(ServerResponse.sections(counts))")
          request.gate.succeed(counts)
        case .failure(let message):
          note("request \(request.number) fails: \(message)")
          request.gate.fail(SandboxLoadError(description: message))
        }
        // A held outcome's task ends only after the minimum display, on a later step; a page's
        // task ends once the page is applied or its failure shown.
        if let task = request.task {
          if request.isPage {
            await task.value
          } else {
            await list.emptyState.waitForOutcome(of: task)
          }
        }
      }
      let changed = stateDescription != state ? ["now \(stateDescription)"] : []
      guard messages.count > before || !changed.isEmpty else { continue }
      let happened = Array(messages[before...]) + changed
      messages.removeSubrange(before...)
      note("at \(SandboxLoads.format(loads.now)): " + happened.joined(separator: "; "))
    }
    return messages
  }

  /// A managed load started: it sends its request.
  func loadDidStart(_ kind: LoadKind) {
    note("\(kind.rawValue) starts")
    let request = loads.send(answering: firstPageAnswer())
    note(
      "request \(request.number) sent; the server answers \(request.response) "
        + "at \(SandboxLoads.format(request.deadline))")
  }

  /// The loader of every Sandbox load: it waits for its request's answer.
  private static let loader: @Sendable () async throws -> [Int] = {
    guard let gate = RequestGate.current else { throw CancellationError() }
    return try await gate.value()
  }

  /// A load's apply step: the data source changes, then the list reloads (through its host).
  private func apply(_ counts: [Int]) {
    note("apply step: data \(ServerResponse.sections(counts)), reloadData()")
    data.sections = counts
    list.reloadData()
  }

  private var stateDescription: String {
    let shown =
      list.emptyState.shownPlaceholder.map { "the \($0.rawValue) placeholder" }
      ?? "no placeholder"
    return "phase \(list.emptyState.phase.kind.rawValue), showing \(shown)"
  }

  private static func describe(_ timing: EmptyStateOptions.LoadingTiming) -> String {
    let delay = timing.showDelay.map(SandboxLoads.format) ?? "none"
    let minimum = timing.minimumDisplay.map(SandboxLoads.format) ?? "none"
    return "show delay \(delay), minimum display \(minimum)"
  }
}
