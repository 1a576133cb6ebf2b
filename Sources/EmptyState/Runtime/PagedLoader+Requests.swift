import Hooks
import ListViews

// How a paged loader carries out its machine's effects: its hooks on the list, the first page
// as the empty state's load, the checks of nearness to the end, the footer strip, and each page
// request's task, alarm and events (in the list's one queue, on its one clock).

extension PagedLoader {
  func attach(to list: List?) {
    guard let list, let emptyState else { return }
    emptyState.loads.pagedLoaders.removeAll { $0.loader == nil }
    emptyState.loads.pagedLoaders.append(PagedLoaderReference(loader: self))
    tokens.append(
      emptyState.onEvent { [weak self] _, event in
        guard let self else { return }
        switch event {
        case .didStartLoad:
          self.send(.refreshStarted)
        case .didEndLoad(_, .failed):
          self.send(.firstPageFailed)
        case .didEndLoad(_, .cancelled):
          self.send(.firstPageCancelled)
          self.requestIfNearTheEnd()
        default:
          break
        }
      })
    if let scrolling = list as? ScrollingView {
      tokens.append(
        scrolling.scrollHooks.after { [weak self] _, _ in self?.requestIfNearTheEnd() })
    }
    footerDidChange()
  }

  /// A negative distance is taken as 0, and reported.
  func prefetchDistanceDidChange() {
    guard prefetchDistance < 0 else { return }
    list?.report(
      .invalidConfiguration(
        "paged loading: a prefetch distance of \(prefetchDistance) rows is taken as 0"))
    prefetchDistance = 0
  }

  /// A timing beyond the maximum is cut to it, and reported.
  func footerTimingDidChange() {
    guard footerTiming?.exceedsMaximum == true else { return }
    list?.report(
      .invalidConfiguration(
        "paged loading: a footer show delay or minimum display longer than "
          + "\(EmptyStateOptions.LoadingTiming.maximumDuration) is cut to it"))
  }

  func listWasReleased() -> Bool {
    guard list == nil else { return false }
    send(.released)
    return true
  }

  // MARK: Driving

  /// Loads the first page through the empty state's load.
  func loadFirstPage() {
    guard let emptyState, emptyState.list != nil else { return }
    let (first, loader, _) = source
    emptyState.send(.firstPageRequested)
    emptyState.load {
      try await loader(first)
    } apply: { [weak self] list, page in
      self?.firstPageArrived(page, in: list)
    }
  }

  /// Takes a new loader and apply step; the next load of the first page uses them.
  func replace(first: Cursor, loader: @escaping PageLoader, apply: @escaping ApplyStep) {
    source = (first, loader, apply)
    send(.loaderReplaced)
  }

  /// Requests the next page when the rows below the visible area are within the prefetch distance.
  func requestIfNearTheEnd() {
    guard isNearTheEnd, let emptyState else { return }
    guard emptyState.workQueue.state != .draining else {
      return emptyState.perform(.checkPageEnd(loader: loadOwner))
    }
    send(.nextPageRequested(by: .prefetch, timing: timing))
  }

  func checkTheEnd() {
    guard isNearTheEnd else { return }
    send(.nextPageRequested(by: .prefetch, timing: timing))
  }

  private var isNearTheEnd: Bool {
    guard machine.canRequestNextPage, let list else { return false }
    return list.rowsBelowVisibleArea(sectionsCounted: &sectionsCounted) <= Double(prefetchDistance)
  }

  /// The footer's timing in force: its own, or the list's loading timing.
  var timing: EmptyStateOptions.LoadingTiming {
    footerTiming ?? emptyState?.configuration.options.loadingTiming ?? .immediate
  }

  /// Installs, updates or removes the strip after the last row.
  func footerDidChange() {
    guard let scrolling = list as? ScrollingView else { return }
    guard let footer else {
      if let view = footerView, scrolling.footerView === view { scrolling.footerView = nil }
      footerView = nil
      return
    }
    if let footerView {
      footerView.show(footerState, texts: footer)
      return
    }
    guard scrolling.footerView == nil else {
      scrolling.report(
        .conflictingOptions(
          "paged loading: the list has its own footerView, so the page footer is not shown; "
            + "show PagedLoader.state in it, or set PagedLoader.footer to nil"))
      return
    }
    let view = PageFooterView(texts: footer) { [weak self] in self?.retryPage() }
    footerView = view
    scrolling.footerView = view
    view.show(footerState)
    view.holdsItsPlace = state.kind == .loading
  }

  private func firstPageArrived(_ page: LoadedPage<Items, Cursor>, in list: List) {
    source.apply(list, page.items, .replacingContent)
    send(.firstPageAnswered(cursor: source.first, next: page.next))
    requestIfNearTheEnd()
  }

  private func pageFinished(
    _ request: PageStateMachine<Cursor, Items>.Request,
    _ result: Result<LoadedPage<Items, Cursor>, any Error>
  ) {
    // The request's task ends here; it is let go once the answer is handled, since letting it
    // go cancels it, and the apply step and the handlers run in it.
    let finishing = task?.id == request.number ? task : nil
    if finishing != nil { task = nil }
    defer { withExtendedLifetime(finishing) {} }
    guard list != nil else {
      send(.released)
      return
    }
    switch result {
    case .success(let page):
      send(.pageAnswered(request, items: page.items, next: page.next))
      requestIfNearTheEnd()
    case .failure(let error) where error is CancellationError:
      send(.pageCancelled(request))
    case .failure(let error):
      send(.pageFailed(request, error: error))
    }
  }

  private func footerTimerFired(_ number: UInt64) {
    send(.footerTimerFired(number: number, timing: timing))
    requestIfNearTheEnd()  // a held page was perhaps applied
  }

  /// Hands `event` to the machine and carries out its effects in one drain of the list's work.
  @discardableResult
  func send(_ event: consuming PageStateMachine<Cursor, Items>.Event) -> Task<Void, Never>? {
    let effects = machine.handle(consume event)
    guard !effects.isEmpty else { return nil }
    guard let emptyState, let list = emptyState.list else {
      return carryOut(effects, in: nil)  // released: nothing is sent
    }
    var started: Task<Void, Never>?
    emptyState.inOneDrain {
      var events: [PageEvent] = []
      for case .send(let event) in effects { events.append(event) }
      if !events.isEmpty { emptyState.perform(.sendPageEvents(loader: loadOwner, events)) }
      started = carryOut(effects, in: list)
      // Read after every event: the strip holds its place while a request is under way,
      // whatever it shows.
      footerView?.holdsItsPlace = state.kind == .loading
    }
    return started
  }

  private func carryOut(
    _ effects: [PageStateMachine<Cursor, Items>.Effect], in list: List?
  ) -> Task<Void, Never>? {
    var started: Task<Void, Never>?
    for effect in effects {
      switch effect {
      case .start(let request):
        started = start(request)
      case .cancel:
        task = nil
      case .apply(_, let page):
        if let list { source.apply(list, page, .appendingToContent) }
      case .setTimer(let request, let delay):
        emptyState?.timers.set(&footerAlarm, after: delay) { [weak self] in
          self?.footerTimerFired(request.number)
        }
      case .cancelTimer:
        emptyState?.timerStorage?.cancel(footerAlarm)
      case .show:
        // The state now, not the effect's: an apply step or a handler may have moved it on.
        footerView?.show(footerState)
      case .hold:
        break  // the answer's task ended with it
      case .send:
        break  // queued by `perform`
      case .drop:
        break  // released with `effects`, outside the machine's access
      case .report(let error):
        list?.report(.invalidConfiguration("paged loading: \(error)"))
      }
    }
    return started
  }

  func deliver(_ events: [PageEvent]) {
    guard let emptyState else { return }
    for event in events {
      guard let list = emptyState.list else { return }
      listeners?.notify(list, event)
    }
  }

  private func start(_ request: PageStateMachine<Cursor, Items>.Request) -> Task<Void, Never> {
    let loader = source.loader
    // Test support tells a loader that waits for the test from one still working by this.
    let identity = LoadIdentity(controller: loadOwner, generation: request.number)
    let pageTask = Task { [weak self] in
      let cursor = request.cursor
      let result = await identity.run { try await loader(cursor) }
      // A cancelled request applies nothing, even if its loader went on and returned.
      self?.pageFinished(request, Task.isCancelled ? .failure(CancellationError()) : result)
    }
    task = OwnedTask(pageTask, id: request.number)
    return pageTask
  }
}

extension PagedLoader {
  /// The page request under way, for tests, the Sandbox and the benchmarks.
  package var pageTask: Task<Void, Never>? { task?.task }
}

extension PagedLoader: PageRequestReporting {
  var runningRequest: (identity: LoadIdentity, task: Task<Void, Never>)? {
    task.map { (LoadIdentity(controller: loadOwner, generation: $0.id), $0.task) }
  }
}

/// A paged loader as its list's empty state knows it.
@MainActor
protocol PageRequestReporting: AnyObject {
  /// The page request under way with the identity its loader runs under, if any.
  var runningRequest: (identity: LoadIdentity, task: Task<Void, Never>)? { get }
  var loadOwner: UInt64 { get }
  /// Sends `events` to the loader's listeners, in order (the list's work queue's turn came).
  func deliver(_ events: [PageEvent])
  /// Requests the next page if the rows below the visible area are within the prefetch distance.
  func checkTheEnd()
}

/// A paged loader of a list, held weakly: the list holds it.
struct PagedLoaderReference {
  weak var loader: (any PageRequestReporting)?
}

extension ListContainer {
  /// How many rows lie below the bottom of the bounds at the current content offset.
  func rowsBelowVisibleArea(sectionsCounted: inout Int) -> Double {
    guard let scrolling = self as? ScrollingView else { return .infinity }
    let height = scrolling.contentHeight
    let top = scrolling.contentInset.top + (scrolling.headerView?.frame.height ?? 0)
    let visibleBottom = scrolling.contentOffset.y + scrolling.bounds.height
    let below = top + height - visibleBottom
    guard below > 0 else { return 0 }
    if let table = scrolling as? TableView {
      return table.rowHeight > 0 ? below / table.rowHeight : 0
    }
    let rows: Double
    if let list = scrolling as? ListView {
      rows = list.totalItemCount
    } else {
      var sum = 0.0
      for section in 0..<numberOfSections { sum += Double(numberOfItems(inSection: section)) }
      sectionsCounted += numberOfSections
      rows = sum
    }
    return rows > 0 ? below / (height / rows) : 0
  }
}
