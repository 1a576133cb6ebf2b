import EmptyState
import EmptyStateTesting
import Testing

/// The examples of the article "Appearance and Transitions" do what their text says.
@Suite @MainActor struct AppearanceDocExampleTests {
  /// An empty table of 320 x 480 points.
  static func table() -> TableView {
    TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
  }

  /// What an example printed, one entry per call.
  final class Printed {
    var lines: [String] = []

    func print(_ values: Any...) {
      lines.append(values.map { "\($0)" }.joined(separator: " "))
    }
  }

  /// Taps the middle of `part` of the list's empty view.
  static func tap(_ part: ViewNode?, in table: TableView) {
    guard let view = table.emptyView, let part else { return }
    table.tap(
      at: ViewPoint(x: view.frame.minX + part.frame.midX, y: view.frame.minY + part.frame.midY))
  }
}

// MARK: Appearance

extension AppearanceDocExampleTests {
  @Test func eachLayerOverridesOnlyWhatItSets() throws {
    defer { EmptyStateDefaults.reset() }
    let table = Self.table()
    try AppearanceExamples.layers(of: table)
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders yet", button: PlaceholderButton(title: "Browse"))
    let empty = try #require(table.emptyView)
    // The global default's alignment, the list's gaps.
    #expect(empty.appearance.alignment == .top)
    #expect(empty.frame.minY == table.contentArea.minY)
    let title = empty.titleNode.frame
    #expect(try #require(empty.buttonNode).frame.minY - title.maxY == 32)
    #expect(empty.appearance.metrics.spacing == 24)
    // The failure placeholder's own alignment wins; the list's values stay.
    table.emptyState.failLoading(with: OrdersError.offline)
    let failure = try #require(table.emptyView)
    #expect(failure.titleNode.text == "Could not load orders")
    #expect(failure.appearance.alignment == .bottom)
    #expect(failure.frame.maxY == table.contentArea.maxY)
    #expect(failure.appearance.metrics.gaps.textToButton == 32)
  }

  @Test func theLayoutControlsPlaceTheParts() throws {
    let table = Self.table()
    let printed = Printed()
    try AppearanceExamples.layout(of: table) { printed.print($0) }
    let view = try #require(table.emptyView)
    // The area: inside the safe area (44 to 446), then the margins.
    #expect(view.frame.minY == 44 + 16)
    // Natural: against the leading margin, plus the side padding.
    #expect(view.frame.minX == 24 + 16)
    let image = view.imageNode.frame
    let button = try #require(view.buttonNode).frame
    let secondary = try #require(view.secondaryButtonNode).frame
    #expect(view.titleNode.frame.minY - image.maxY == 8)
    #expect(button.minY - view.detailNode.frame.maxY == 24)
    #expect(secondary.minY == button.minY)
    #expect(secondary.minX - button.maxX == 12)
    // The card reaches 8 points beyond the parts on every side.
    let card = try #require(DisplayList(root: table).first(.placeholderBackground))
    #expect(
      card.frame == view.frame.inset(by: ViewInsets(top: -8, left: -8, bottom: -8, right: -8)))
    #expect(card.fill == ColorValue(hex: 0xF2F2F7))
    // The secondary button has its own action and event; Browse reloads.
    var events: [EmptyStateEvent] = []
    let token = table.onEmptyStateEvent { _, event in events.append(event) }
    var reloads = 0
    let counter = table.contentHooks.after { _, _ in reloads += 1 }
    Self.tap(view.secondaryButtonNode, in: table)
    #expect(printed.lines == ["help"])
    #expect(reloads == 0)
    Self.tap(view.buttonNode, in: table)
    #expect(reloads == 1)
    #expect(events == [.didTapSecondaryButton, .didTapButton])
    token.cancel()
    counter.cancel()
  }

  @Test func traitsDarkenScaleAndMirrorAndLayOutOnlyTheShownPlaceholder() throws {
    let table = Self.table()
    try AppearanceExamples.layout(of: table) { _ in }
    let view = try #require(table.emptyView)
    var events: [EmptyStateEvent] = []
    let token = table.onEmptyStateEvent { _, event in events.append(event) }
    var hooks = 0
    let counter = table.contentHooks.after { _, _ in hooks += 1 }
    let layouts = view.layoutCount
    let listLayouts = table.contentLayoutCount
    let gap = view.titleNode.frame.minY - view.imageNode.frame.maxY
    AppearanceExamples.traits(of: table)
    // One layout per trait change, of the placeholder only; no decision, no event.
    #expect(view.layoutCount == layouts + 3)
    #expect(table.contentLayoutCount == listLayouts)
    #expect(events.isEmpty)
    #expect(hooks == 0)
    // Dark: the pairs draw their dark value.
    let drawn = DisplayList(root: table)
    #expect(drawn.first(.placeholderBackground)?.fill == ColorValue(hex: 0x2C2C2E))
    #expect(drawn.first(.title)?.textStyle?.color == ColorValue(hex: 0xEEEEEE))
    // Larger text: fonts and gaps scale (about 1.65 times), the image does not.
    let scale = ViewTraits.TextSize.accessibilityMedium.scale
    #expect(abs(scale - 1.65) < 0.01)
    #expect(view.titleNode.style?.font.size == 16 * scale)
    #expect(abs(view.titleNode.frame.minY - view.imageNode.frame.maxY - gap * scale) < 1e-9)
    #expect(view.imageNode.frame.size == ViewSize(width: 64, height: 64))
    // Right to left: leading is the right edge, so the leading margin (24) and the side
    // padding (16) are on the right now, and the buttons swap sides.
    #expect(view.frame.maxX == 320 - 24 - 16)
    let button = try #require(view.buttonNode).frame
    let secondary = try #require(view.secondaryButtonNode).frame
    #expect(secondary.maxX < button.minX)
    token.cancel()
    counter.cancel()
  }

  @Test func aScrollingPlaceholderHasItsOwnContentSizeAndOffset() throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 96))
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      image: ViewImage(name: "no-orders", width: 64, height: 64), title: "No orders yet",
      detail: "Orders you place appear here.", button: PlaceholderButton(title: "Browse"))
    let truncated = try #require(table.emptyView)
    #expect(truncated.imageNode.isHidden)  // truncation drops the image first
    let printed = Printed()
    AppearanceExamples.overflow(of: table) { printed.print($0) }
    let view = try #require(table.emptyView)
    // 64 + 16 + 16 + 16 + 14 + 16 + 32: every part, taller than the 96-point area.
    #expect(printed.lines == ["96.0 174.0"])
    #expect(view.contentOffset.y == 40)
    #expect(view.imageNode.isHidden)  // scrolled out, partly above the top
    #expect(!view.titleNode.isHidden)
  }

  @Test func aCollectionsSectionStripsStayUncovered() throws {
    let (shop, aisles) = AppearanceExamples.sections()
    let view = try #require(shop.emptyView)
    #expect(shop.emptyState.isShown)
    let strips = DisplayList(root: shop).items.filter {
      $0.role == .sectionHeader || $0.role == .sectionFooter
    }
    #expect(strips.count == 4)
    #expect(strips.filter { $0.role == .sectionHeader }.map(\.lines) == [["Coffee"], ["Tea"]])
    let stripsEnd = try #require(strips.map(\.frame.maxY).max())
    #expect(stripsEnd >= 2 * (32 + 16))
    #expect(shop.contentArea.minY >= stripsEnd)
    #expect(view.frame.minY >= stripsEnd)
    withExtendedLifetime(aisles) {}
  }
}

// MARK: Transitions

extension AppearanceDocExampleTests {
  @Test func eachTransitionHasItsOwnFadeOnTheListsClock() async throws {
    let clock = TestClock()
    let table = Self.table()
    AppearanceExamples.transitions(of: table, clock: clock)
    var events: [EmptyStateEvent] = []
    let token = table.onEmptyStateEvent { _, event in events.append(event) }
    table.setEmptyView(title: "No orders yet")
    let view = try #require(table.emptyView)
    #expect(view.opacity == 0)
    #expect(events == [.willAppear])
    // The delay, then half the time of an ease-in-out curve is half the way.
    await clock.advance(by: .milliseconds(100))
    table.emptyState.updateTransitions()
    #expect(view.opacity == 0)
    await clock.advance(by: .milliseconds(150))
    table.emptyState.updateTransitions()
    #expect(view.opacity == 0.5)
    #expect(events == [.willAppear])
    // did-appear when the fade-in ends.
    await clock.advance(by: .milliseconds(150))
    table.emptyState.updateTransitions()
    #expect(view.opacity == 1)
    #expect(events == [.willAppear, .didAppear])
    #expect(table.emptyState.configuration.options.transitions.swap?.duration == .milliseconds(250))
    token.cancel()
  }

  @Test func aFadeLongerThanAMinuteIsCutToItAndReported() async throws {
    let clock = TestClock()
    let table = Self.table()
    var reported: [ListDiagnostic] = []
    table.diagnosticHandler = { _, diagnostic in reported.append(diagnostic) }
    table.emptyState.clock = clock
    table.emptyState.configuration.options.transitions = .fade(duration: .seconds(120))
    #expect(reported.count == 1)
    guard case .invalidConfiguration? = reported.first else {
      Issue.record("not reported as an invalid configuration: \(reported)")
      return
    }
    table.setEmptyView(title: "No orders yet")
    await clock.advance(by: PlaceholderFade.maximumDuration)
    table.emptyState.updateTransitions()
    #expect(table.emptyView?.opacity == 1)
    #expect(!table.emptyState.isTransitioning)
  }

  @Test func aDisappearanceDuringAFadeInTurnsItBackWithoutAnAppearEvent() async throws {
    let clock = TestClock()
    let printed = Printed()
    // The opacity at each step, while the view is in the list.
    var opacities: [Double?] = []
    let (table, orders) = await AppearanceExamples.turnedBack(clock: clock) {
      printed.print($0)
    } step: {
      opacities.append($0.emptyView.flatMap { $0.superview == nil ? nil : $0.opacity })
    }
    #expect(printed.lines == ["willAppear", "willDisappear", "didDisappear"])
    #expect(opacities == [0.4, nil])
    #expect(!table.emptyState.isTransitioning)
    withExtendedLifetime(orders) {}
  }

  @Test func afterTheCompletionTheFadeInStartsOnceTheCompletionRan() async throws {
    let clock = TestClock()
    let orders = Orders()
    orders.names = ["Flat white"]
    let table = Self.table()
    table.dataSource = orders
    table.emptyState.clock = clock
    table.emptyState.configuration.options.transitions = .fade(
      duration: .milliseconds(100), curve: .linear)
    table.setEmptyView(title: "No orders yet")
    let printed = Printed()
    AppearanceExamples.afterCompletion(of: table, orders: orders) { printed.print($0) }
    #expect(printed.lines == ["false", "true"])
    #expect(table.emptyView?.opacity == 0)
    #expect(table.emptyState.isTransitioning)
  }

  @Test func theSVGWritesTheOpacityOfAFadingView() async throws {
    let clock = TestClock()
    let table = Self.table()
    table.emptyState.clock = clock
    table.emptyState.configuration.options.transitions = .fade(
      duration: .milliseconds(200), curve: .linear)
    table.setEmptyView(title: "No orders yet")
    var printed: [String] = []
    await PresentationExamples.frame(of: table, clock: clock) { printed.append("\($0)") }
    #expect(printed == ["0.5"])
    let svg = AppearanceExamples.picture(of: table)
    #expect(svg.contains(#"<g opacity="0.5">"#))
    // The text picture cannot blend: it draws an item while its opacity is at least a half.
    #expect(PlainTextRenderer().render(table).contains("No orders yet"))
  }
}

// MARK: A look in a few lines

extension AppearanceDocExampleTests {
  @Test func aLookInAFewLinesDoesWhatItsCommentsSay() throws {
    let table = Self.table()
    let printed = Printed()
    try AppearanceExamples.aLookInAFewLines(of: table) { printed.print($0) }
    let view = try #require(table.emptyView)
    // Natural alignment right to left: against the right edge, less the side padding.
    #expect(view.frame.maxX == 320 - 16)
    let button = try #require(view.buttonNode).frame
    let secondary = try #require(view.secondaryButtonNode).frame
    #expect(secondary.maxX < button.minX)
    #expect(
      DisplayList(root: table).first(.placeholderBackground)?.fill == ColorValue(hex: 0xF2F2F7))
    Self.tap(view.secondaryButtonNode, in: table)
    #expect(printed.lines == ["help"])
    #expect(
      table.emptyState.configuration.options.transitions == .fade(duration: .milliseconds(200)))
  }
}
