import EmptyState
import VirtualTime

extension SandboxSession {
  /// Runs `pages`: sets up a paged list, or makes a page fail once.
  func runPagesCommand(_ command: SandboxCommand.Pages) throws(CommandError) {
    let usage = PagesCommandParser.pagesUsage
    switch command {
    case .fail(let page):
      guard pages != nil else { throw .usage("pages", usage, "set up pages first: 'pages SIZE'") }
      pages?.failing.insert(page)
      note("the next request of page \(page) fails")
    case .start(let size, let end):
      guard snapshots.feed == nil else {
        throw .usage("pages", usage, "the list is fed by snapshots: 'snapshot off' first")
      }
      guard pages != nil || list.view.footerView == nil else {
        throw .usage(
          "pages", usage,
          "the list has a footer, and the page strip takes its place: 'footer none' first")
      }
      startPages(size: size, end: end ?? SandboxPages.defaultEnd(size: size))
    }
  }

  /// Loads the list a page at a time, from page 1 (a load of the empty state).
  private func startPages(size: Int, end: Int) {
    let pageLoader: @Sendable (Int) async throws -> LoadedPage<Int, Int> = { [weak self] page in
      // Page 1 is the list's load: its request's gate comes with the command that started it.
      let gate = page == 1 ? RequestGate.current : await self?.takePageGate(page)
      guard let gate else { throw CancellationError() }
      let rows = try await gate.value().reduce(0, +)
      return LoadedPage(items: rows, next: page < end ? page + 1 : nil)
    }
    note(
      "pages of \(size) \(list.itemNoun)s, \(end) in all, each answered after "
        + SandboxLoads.format(SandboxPages.latency))
    loads.latency = SandboxPages.latency
    // Set before the first page starts: its request answers the page's rows.
    pages = SandboxPages(size: size, end: end)
    let (loader, token) = list.emptyState.loadPages(
      prefetchDistance: SandboxPages.prefetchDistance, pageLoader
    ) { [weak self] _, rows, placement in
      self?.applyPage(rows, placement)
    } onEvent: { [weak self] event in
      self?.pageEvent(event)
    }
    pages?.loader = loader
    pages?.token = token
    loader.footer = SandboxPages.footer
  }

  /// What the request of a load answers while pages are set up: page 1's rows (or its
  /// failure); `nil` otherwise (the server's answer).
  func firstPageAnswer() -> ServerResponse? {
    pages?.applied = 0
    return pages?.answer(for: 1)
  }

  /// Paged loading stops (a plain load, or another kind of list, takes over).
  func stopPages() {
    guard pages != nil else { return }
    // The strip leaves the list's footer, so that `footer` and a later `pages` find it free.
    pages?.loader?.footer = nil
    pages = nil
    note("paged loading stops")
  }

  /// Requests the failed page again.
  func retryPage() {
    note("retrying page \(pages?.nextPage ?? 0)")
    pages?.loader?.retryPage()
  }

  /// The gate of `page`'s request, taken by its loader.
  func takePageGate(_ page: Int) -> LoadGate<[Int]>? {
    pages?.gates.removeValue(forKey: page)
  }

  /// Writes a page's rows into the data: the first page replaces them (`reloadData()`), a later
  /// one is inserted after the last row, as the "Loading more" article does, unless the data
  /// no longer has exactly one section (then it is reloaded).
  private func applyPage(_ rows: Int, _ placement: PagePlacement) {
    let page = placement == .replacingContent ? 1 : (pages?.nextPage ?? 0)
    let before = data.sections
    if placement == .replacingContent {
      data.sections = [rows]
      pages?.applied = 1
    } else {
      data.sections = [(before.first ?? 0) + rows]
      pages?.applied += 1
    }
    let noun = "\(rows) \(list.itemNoun)s"
    guard placement == .appendingToContent, before.count == 1 else {
      note("apply step: page \(page), \(noun), reloadData()")
      return list.reloadData()
    }
    let added = before[0]..<before[0] + rows
    note("apply step: page \(page), \(noun), insertItems(at: \(added) in section 0)")
    list.insertItems(at: added.map { ListIndexPath(item: $0, section: 0) })
  }

  private func pageEvent(_ event: PageEvent) {
    guard var pages else { return }
    switch event {
    case .didStartPage(let trigger):
      let page = pages.nextPage
      note("page \(page) starts (\(trigger.rawValue))")
      let gate = LoadGate<[Int]>()
      let answer = pages.answer(for: page)
      pages.gates[page] = gate
      self.pages = pages
      let request = loads.sendPage(
        answering: answer, after: SandboxPages.latency, gate: gate, task: pages.loader?.pageTask)
      note(
        "request \(request.number) sent; the server answers \(answer) "
          + "at \(SandboxLoads.format(request.deadline))")
    case .didEndPage(_, let outcome):
      let page = outcome == .succeeded || outcome == .reachedEnd ? pages.applied : pages.nextPage
      note("page \(page) ends: \(outcome.rawValue)")
    case .footerStateChanged:
      break  // the strip, which the screen shows, draws it
    }
  }

  /// Runs `scroll`: moves the content offset, at most to the bottom of the content.
  func scroll(_ target: SandboxCommand.ScrollTarget) throws(CommandError) {
    guard list.view.allowsScrolling else {
      throw .usage("scroll", PagesCommandParser.scrollUsage, "scrolling is blocked now")
    }
    let bottom = maximumOffset
    let y: Double
    switch target {
    case .to(let offset): y = min(offset, bottom)
    case .by(let distance): y = min(max(0, list.view.contentOffset.y + distance), bottom)
    case .end: y = bottom
    }
    list.view.contentOffset = ViewPoint(x: 0, y: y)
    // A page requested by this scroll shows its strip below the rows: the end follows it.
    if target == .end, maximumOffset != y {
      list.view.contentOffset = ViewPoint(x: 0, y: maximumOffset)
    }
    note("scrolled to \(list.view.contentOffset.y.compact) of \(maximumOffset.compact)")
  }

  /// The offset that shows the bottom of the content (its footer included) at the bottom of
  /// the list.
  var maximumOffset: Double {
    let view = list.view
    let height = view.contentInset.top + view.contentSize.height + view.contentInset.bottom
    return max(0, height - view.frame.height)
  }

  /// Keeps the offset within the content after it shrank (as a table does when reloaded).
  func keepOffsetInContent() {
    let bottom = maximumOffset
    guard list.view.contentOffset.y > bottom else { return }
    list.view.contentOffset = ViewPoint(x: 0, y: bottom)
  }
}
