import EmptyState
import TestSupport
import Testing

@Suite @MainActor struct OptionTests {}

extension OptionTests {
  @Test func forcedDisplayShowsTheEmptyPlaceholderOverRows() throws {
    let list = try PhasedList(rows: [3], options: EmptyStateOptions(display: .always))
    list.table.emptyState.finishLoading()
    #expect(list.shown == .empty)
  }

  @Test func predicateThatSaysNoHidesThePlaceholder() throws {
    let allowed = Flag()
    var asked: [TableView] = []
    let list = try PhasedList(
      rows: [0],
      shouldDisplay: { list in
        asked.append(list)
        return allowed.value
      })
    list.table.emptyState.finishLoading()
    #expect(list.shown == nil)
    #expect(asked.last === list.table)
    allowed.value = true
    list.table.emptyState.reevaluate()
    #expect(list.shown == .empty)
  }

  @Test func forcedDisplayWinsOverThePredicateAndTheConflictIsReported() throws {
    let log = DiagnosticLog()
    var asked = 0
    let list = try PhasedList(
      rows: [0], options: EmptyStateOptions(display: .always),
      shouldDisplay: { _ in
        asked += 1
        return false
      }, log: log)
    #expect(list.shown == .empty)
    #expect(asked == 0)
    #expect(log.entries.count == 1)
    #expect(
      log.entries.first.map { if case .conflictingOptions = $0 { true } else { false } } == true)
  }

  @Test func blockedScrollingLeavesTheListsOwnSettingUntouched() throws {
    let list = try PhasedList(rows: [0], options: EmptyStateOptions(scrolling: .blocked))
    list.table.isScrollEnabled = true
    list.table.emptyState.finishLoading()
    #expect(!list.table.allowsScrolling)
    #expect(list.table.isScrollEnabled)
    list.table.isScrollEnabled = false
    list.source.sections = [1]
    list.table.reloadData()
    #expect(list.table.isScrollEnabled == false)
    #expect(list.table.allowsScrolling == false)
    list.table.isScrollEnabled = true
    #expect(list.table.allowsScrolling)
  }

  @Test func allowedScrollingFollowsTheList() throws {
    let list = try PhasedList(rows: [0])
    list.table.emptyState.finishLoading()
    #expect(list.table.allowsScrolling)
    list.table.isScrollEnabled = false
    #expect(!list.table.allowsScrolling)
  }

  @Test func passThroughSendsTapsOutsideTheButtonToTheList() throws {
    let list = try PhasedList(rows: [0], options: EmptyStateOptions(touches: .passThrough))
    var taps: [String] = []
    list.table.tapAction = { _ in taps.append("list") }
    list.table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", button: PlaceholderButton(title: "Reload") { _ in taps.append("button") },
      onTap: { _ in taps.append("placeholder") })
    list.table.emptyState.finishLoading()
    let view = try #require(list.table.emptyView)
    _ = try #require(view.buttonNode, "the placeholder has a button")
    list.table.tap(at: ViewPoint(x: view.frame.midX, y: view.frame.minY + 2))
    list.table.tap(
      at: view.buttonCentre)
    #expect(taps == ["list", "button"])
  }

  @Test func placeholderTakesTapsByDefault() throws {
    let list = try PhasedList(rows: [0])
    var listTaps = 0
    list.table.tapAction = { _ in listTaps += 1 }
    list.table.emptyState.finishLoading()
    let view = try #require(list.table.emptyView)
    list.table.tap(at: ViewPoint(x: view.frame.midX, y: view.frame.midY))
    #expect(listTaps == 0)
  }

  @Test func dismissAfterButtonTapHidesUntilTheDecisionChanges() throws {
    let list = try PhasedList(rows: [0], options: EmptyStateOptions(buttonTap: .dismissPlaceholder))
    list.table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", button: PlaceholderButton(title: "Got it"))
    list.table.emptyState.finishLoading()
    let view = try #require(list.table.emptyView)
    _ = try #require(view.buttonNode, "the placeholder has a button")
    list.table.tap(
      at: view.buttonCentre)
    #expect(list.shown == nil)
    list.table.reloadData()
    #expect(list.shown == nil)
    list.source.sections = [1]
    list.table.reloadData()
    list.source.sections = [0]
    list.table.reloadData()
    #expect(list.shown == .empty)
  }

  @Test func placeholderStaysAfterButtonTapByDefault() throws {
    let list = try PhasedList(rows: [0])
    list.table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders", button: PlaceholderButton(title: "Got it"))
    list.table.emptyState.finishLoading()
    let view = try #require(list.table.emptyView)
    _ = try #require(view.buttonNode, "the placeholder has a button")
    list.table.tap(
      at: view.buttonCentre)
    #expect(list.shown == .empty)
  }

  @Test func backgroundPlacementPutsThePlaceholderBehindTheRows() throws {
    let list = try PhasedList(
      rows: [1], options: EmptyStateOptions(display: .always, placement: .background))
    list.table.headerView = Scenes.label("Orders")
    list.table.emptyState.finishLoading()
    let view = try #require(list.table.emptyView)
    #expect(list.table.underlayView === view)
    #expect(list.table.subviews.first === view)
    let roles = DisplayList(root: list.table).items.map(\.role)
    let placeholder = try #require(roles.firstIndex(of: .emptyView))
    let row = try #require(roles.firstIndex(of: .row))
    let header = try #require(roles.firstIndex(of: .header))
    #expect(placeholder < row)
    #expect(placeholder < header)
  }

  @Test func backgroundPlacementLeavesTheAppsBackgroundViewAlone() throws {
    let list = try PhasedList(rows: [0], options: EmptyStateOptions(placement: .background))
    let mine = ViewNode()
    list.table.backgroundView = mine
    list.table.emptyState.finishLoading()
    #expect(list.table.backgroundView === mine && mine.superview === list.table)
    #expect(list.table.subviews.first === mine)
    list.source.sections = [1]
    list.table.reloadData()
    #expect(list.table.backgroundView === mine && mine.superview === list.table)
  }

  @Test func backgroundViewSetWhileABackgroundPlaceholderShowsKeepsThePlaceholder() throws {
    let list = try PhasedList(rows: [0], options: EmptyStateOptions(placement: .background))
    list.table.emptyState.finishLoading()
    list.table.backgroundView = ViewNode()
    let view = try #require(list.table.emptyView)
    #expect(view.superview === list.table)
    #expect(
      list.table.subviews.map(ObjectIdentifier.init).prefix(2) == [
        ObjectIdentifier(try #require(list.table.backgroundView)), ObjectIdentifier(view),
      ])
    #expect(list.table.emptyState.isShown)
    let roles = DisplayList(root: list.table).items.map(\.role)
    #expect(roles.contains(.emptyView))
  }

  @Test func tapsOutsideABackgroundPlaceholderReachTheAppsBackgroundView() throws {
    let list = try PhasedList(rows: [0], options: EmptyStateOptions(placement: .background))
    let mine = ViewNode()
    var taps = 0
    mine.tapAction = { _ in taps += 1 }
    list.table.backgroundView = mine
    list.table.emptyState.finishLoading()
    list.table.tap(at: ViewPoint(x: 2, y: 2))
    #expect(taps == 1)
  }

  @Test func frontPlacementPutsThePlaceholderInFront() throws {
    let list = try PhasedList(rows: [1], options: EmptyStateOptions(display: .always))
    list.table.headerView = Scenes.label("Orders")
    list.table.emptyState.finishLoading()
    #expect(list.table.subviews.last === list.table.emptyView)
    let roles = DisplayList(root: list.table).items.map(\.role)
    #expect(roles.last == .title)
  }

  @Test func backgroundPlacementWorksOnAnyContainer() throws {
    let list = StackList(frame: Fixtures.bounds)
    list.emptyState.configuration = EmptyStateConfiguration(
      empty: try EmptyStatePlaceholder(title: "No tags"),
      options: EmptyStateOptions(placement: .background))
    let other = ViewNode(frame: ViewRect(x: 0, y: 0, width: 10, height: 10))
    try list.addSubview(other)
    list.setSections([])
    #expect(list.subviews.first === list.emptyView)
    #expect(list.subviews.last === other)
  }
}

@MainActor
private final class Flag {
  var value = false
}
