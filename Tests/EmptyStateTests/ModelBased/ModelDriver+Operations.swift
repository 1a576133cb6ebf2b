import EmptyState
import Hooks
import TestSupport

extension ModelDriver {
  /// Applies one operation to the real list and to the model, noting what must be observed.
  func apply(_ operation: ModelOperation, expected: inout ModelDriver.Expected) async {
    switch operation {
    case .setData(let counts):
      model.data = counts
      source?.sections = counts
    case .reload:
      expected.hookLog = model.contentChange { $0.listCounts = $0.fetch() }
      list.view.reloadData()
    case .insertRows, .deleteRows, .moveRow, .insertSection, .deleteSection, .moveSection, .batch:
      applyUpdate(operation, expected: &expected)
    case .inconsistentInsert(let section):
      guard model.dataSourceAlive else { return }
      let target = model.listCounts.isEmpty ? 0 : section % model.listCounts.count
      let path = ListIndexPath(item: 0, section: target)
      // Claimed without changing the data: inconsistent, unless the data changed silently by
      // exactly that row.
      var claimed = model.listCounts
      if claimed.indices.contains(target) { claimed[target] += 1 }
      let consistent = claimed.indices.contains(target) && claimed == model.fetched
      // Counts never fetched cannot be checked: the list fetches them, as a reload does.
      expected.diagnostics = consistent || !model.countsFetched ? 0 : 1
      model.countsFetched = true
      expected.hookLog = model.contentChange { $0.listCounts = $0.fetch() }
      list.view.apply(.insertItems([path]))
    case .attach(let content, let tappable, let title):
      attach(content, tappable: tappable, title: title)
      model.configurationChanged()
      expectConfigurationChange(&expected)
    case .remove:
      guard model.attached != nil else { return }
      model.attached = nil
      model.phasePlaceholders = false
      model.configurationChanged()
      list.removeEmptyView()
      expectConfigurationChange(&expected)
    case .phasePlaceholders(let on):
      guard model.attached != nil else { return }
      setPhasePlaceholders(on)
      model.configurationChanged()
      expectConfigurationChange(&expected)
    case .phase(let kind):
      setPhase(kind, expected: &expected)
    case .options(let display, let refresh, let predicate, let timed):
      setOptions(
        display: display, refresh: refresh, predicate: predicate, timed: timed,
        expected: &expected)
    case .tap(let x, let y):
      tap(at: ViewPoint(x: x, y: y), expected: &expected)
    case .tapEmptyView:
      guard let frame = list.emptyView?.frame, model.shown != nil else { return }
      tap(at: ViewPoint(x: frame.midX, y: frame.midY), expected: &expected)
    case .addHook(let before, let behaviour):
      addHook(before: before, behaviour)
    case .cancelHook(let index):
      guard !model.hooks.isEmpty else { return }
      cancelHook(id: model.hooks[index % model.hooks.count].id)
    case .swapDataSource(let counts):
      let replacement = SectionsSource(counts)
      tracker.track(replacement, "data source")
      source = replacement
      model.data = counts
      model.dataSourceAlive = true
      model.releaseUnreported = false
      list.setDataSource(replacement)
      expected.hookLog = model.contentChange { $0.listCounts = $0.fetch() }
      list.view.reloadData()
    case .releaseDataSource:
      source = nil
      if model.dataSourceAlive { model.releaseUnreported = true }
      model.dataSourceAlive = false
    case .resize(let width, let height):
      list.view.frame = ViewRect(x: 0, y: 0, width: width, height: height)
    case .startLoad, .resolveRun, .cancelRun, .cancelLoading, .advance, .search, .tapButton,
      .releaseList:
      await applyLoadOperation(operation, expected: &expected)
    case .traits(let change):
      setTraits(change, expected: &expected)
    case .transitions(let transitions):
      setTransitions(transitions, expected: &expected)
    case .swapClock:
      swapClock()
    }
  }

  /// A consistent update: the data source changes, then the list is told exactly that.
  private func applyUpdate(_ operation: ModelOperation, expected: inout ModelDriver.Expected) {
    // Counts never fetched are fetched by the update itself, from the changed data source.
    let before = model.countsFetched ? model.listCounts : model.data
    guard model.dataSourceAlive, model.data == before,
      let (updates, counts) = ModelUpdates.make(operation, from: before)
    else { return }
    model.countsFetched = true
    model.data = counts
    source?.sections = counts
    expected.hookLog = model.contentChange { $0.listCounts = counts }
    let view = list.view
    if updates.count == 1 {
      view.apply(updates[0])
    } else {
      view.performBatchUpdates { for update in updates { view.apply(update) } }
    }
  }

  private func attach(_ content: ModelOperation.Content, tappable: Bool, title: Int) {
    let titles = [
      "", "No orders yet", "Nothing here yet: new orders appear as soon as a customer pays", "暂无数据",
    ]
    let image = try? ViewImage(name: "empty", width: 64, height: 48)
    let text = titles[title % titles.count]
    let value: PlaceholderLabel =
      switch content {
      case .image: image.map { .image($0) } ?? .title(text)
      case .title: .title(text)
      case .both: image.map { .imageAndTitle($0, text) } ?? .title(text)
      }
    model.attached = (content, tappable, title % titles.count)
    guard tappable else { return list.setEmptyView(value, onTap: nil) }
    let canary = CapturedCanary()
    tracker.track(canary, "object captured by a tap block")
    list.setEmptyView(value) { list in
      _ = canary
      list.reloadData()
    }
  }

  /// Every configuration change with forced display and a predicate reports the conflict.
  func expectConfigurationChange(_ expected: inout ModelDriver.Expected) {
    if model.display == .always, model.predicate != nil { expected.diagnostics += 1 }
  }

  private func setPhasePlaceholders(_ on: Bool) {
    model.phasePlaceholders = on
    list.setPhasePlaceholders(on)
  }

  private func setPhase(_ kind: ContentPhase.Kind, expected: inout ModelDriver.Expected) {
    model.setPhaseByApp(kind, events: &expected.events)
    list.setPhase(PhaseTableTests.phase(kind))
  }

  private func setOptions(
    display: EmptyStateOptions.Display, refresh: EmptyStateOptions.Refresh, predicate: Bool?,
    timed: Bool, expected: inout ModelDriver.Expected
  ) {
    model.display = display
    model.refresh = refresh
    model.predicate = predicate
    model.timed = timed
    model.configurationChanged()
    expectConfigurationChange(&expected)
    let options = EmptyStateOptions(
      display: display, refresh: refresh, loadingTiming: timed ? .standard : .immediate,
      transitions: model.transitions)
    list.setOptions(options, predicate: predicate)
  }

  /// A tap: on the shown placeholder's button it is the button's (a failure's retries), on the
  /// rest of a tappable empty placeholder it reloads; a view nearly transparent (fading in, or
  /// waiting for its fade-in) takes none.
  func tap(at point: ViewPoint, expected: inout ModelDriver.Expected) {
    let view = model.shown == nil || model.shownOpacity < 0.01 ? nil : list.emptyView
    let onView = view.map { $0.frame.contains(point) && !$0.isHidden } == true
    let onButton =
      onView
      && view.flatMap { view in
        view.buttonNode.map { button in
          !button.isHidden
            && button.frame.contains(
              ViewPoint(x: point.x - view.frame.minX, y: point.y - view.frame.minY))
        }
      } == true
    if onButton {
      expected.events.append(.didTapButton)
      if model.shown == .failure {
        tapRetry(at: point, expected: &expected)
        return
      }
    } else if onView, model.shown == .empty, model.searchQuery == nil,
      model.attached?.tappable == true
    {
      expected.events.append(.didTapView)
      expected.hookLog = model.contentChange { $0.listCounts = $0.fetch() }
    }
    list.view.tap(at: point)
  }
}
