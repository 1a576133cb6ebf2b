import EmptyState
import TestSupport
import Testing

/// The secondary button: its own action and event, beside the button when they fit, and its
/// order mirrored right to left.
@Suite @MainActor struct SecondaryButtonTests {
  static func table(
    width: Double = 320, kind: PlaceholderKind = .empty, log: SecondaryLog
  ) throws -> TableView {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: width, height: 240))
    let placeholder = try EmptyStatePlaceholder<TableView>(
      title: "No orders yet",
      button: PlaceholderButton(title: "Browse") { _ in log.actions.append("browse") },
      secondaryButton: PlaceholderButton(title: "Help") { _ in log.actions.append("help") })
    table.emptyState.configuration[kind] = placeholder
    return table
  }
}

/// What the buttons' actions did, in order.
@MainActor
final class SecondaryLog {
  var actions: [String] = []
}

extension SecondaryButtonTests {
  @Test func itRunsItsOwnActionAndSendsItsOwnEvent() throws {
    let log = SecondaryLog()
    let table = try Self.table(log: log)
    let events = EventLog(observing: table.emptyState)
    let view = try #require(table.emptyView)
    let secondary = try #require(view.secondaryButtonNode)
    table.tap(
      at: ViewPoint(
        x: view.frame.minX + secondary.frame.midX, y: view.frame.minY + secondary.frame.midY))
    #expect(log.actions == ["help"])
    #expect(events.events == [.didTapSecondaryButton])
  }

  @Test func itSitsBesideTheButtonOnTheTrailingSide() throws {
    let table = try Self.table(log: SecondaryLog())
    let view = try #require(table.emptyView)
    let button = try #require(view.buttonNode)
    let secondary = try #require(view.secondaryButtonNode)
    #expect(secondary.frame.minY == button.frame.minY)
    #expect(secondary.frame.minX > button.frame.maxX)
    table.traitOverrides.layoutDirection = .rightToLeft
    #expect(secondary.frame.maxX < button.frame.minX)
  }

  @Test func tooWideForOneRowTheyStack() throws {
    let table = try Self.table(width: 160, log: SecondaryLog())
    let view = try #require(table.emptyView)
    let button = try #require(view.buttonNode)
    let secondary = try #require(view.secondaryButtonNode)
    #expect(secondary.frame.minY == button.frame.maxY + 16)
  }

  @Test func onAFailureOnlyTheButtonRetries() throws {
    let log = SecondaryLog()
    let table = try Self.table(kind: .failure, log: log)
    table.emptyState.failLoading(with: LoadError())
    let view = try #require(table.emptyView)
    let secondary = try #require(view.secondaryButtonNode)
    table.tap(
      at: ViewPoint(
        x: view.frame.minX + secondary.frame.midX, y: view.frame.minY + secondary.frame.midY))
    #expect(table.emptyState.phase.kind == .failed)
    #expect(log.actions == ["help"])
  }

  @Test func stackedItGoesBeforeTheButtonWhenRoomRunsOut() throws {
    let table = Scenes.emptyTable(frame: ViewRect(x: 0, y: 0, width: 160, height: 40))
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      button: PlaceholderButton(title: "Go"),
      secondaryButton: PlaceholderButton(title: "Help and more"))
    let view = try #require(table.emptyView)
    #expect(view.buttonNode?.isHidden == false)
    #expect(view.secondaryButtonNode?.isHidden == true)
  }

  @Test func aPlaceholderOfOnlyASecondaryButtonIsContent() throws {
    let placeholder = try EmptyStatePlaceholder<TableView>(
      secondaryButton: PlaceholderButton(title: "Help"))
    #expect(placeholder.secondaryButton?.title == "Help")
  }

  @Test func theDelegateHearsTheSecondaryButton() throws {
    let table = try Self.table(log: SecondaryLog())
    let delegate = SecondaryDelegate()
    table.emptyState.delegate = delegate
    let view = try #require(table.emptyView)
    let secondary = try #require(view.secondaryButtonNode)
    table.tap(
      at: ViewPoint(
        x: view.frame.minX + secondary.frame.midX, y: view.frame.minY + secondary.frame.midY))
    #expect(delegate.tapped === secondary)
  }
}

/// Keeps the secondary button it was told about.
@MainActor
private final class SecondaryDelegate: EmptyStateDelegate {
  var tapped: ButtonNode?

  func emptyState(in list: TableView, didTapSecondaryButton button: ButtonNode) {
    tapped = button
  }
}
