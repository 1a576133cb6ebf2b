import ListViews
import Testing

/// The activity indicator: a view of its own size, drawn by both renderers, read as one element.
@Suite @MainActor struct ActivityIndicatorNodeTests {
  /// A 10 × 3 character canvas with a medium indicator near its middle.
  func scene(_ style: ActivityIndicatorNode.Style = .medium) throws -> ViewNode {
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 80, height: 48))
    let indicator = ActivityIndicatorNode(style: style)
    indicator.frame.origin = ViewPoint(x: 24, y: 16)
    try root.addSubview(indicator)
    return root
  }
}

extension ActivityIndicatorNodeTests {
  @Test func itsFrameHasItsStylesSize() {
    #expect(ActivityIndicatorNode().frame.size == ViewSize(width: 24, height: 16))
    #expect(ActivityIndicatorNode(style: .large).frame.size == ViewSize(width: 40, height: 32))
  }

  @Test func theTextRendererDrawsItCentredInItsFrame() throws {
    let text = PlainTextRenderer().render(try scene())
    #expect(text.split(separator: "\n")[2] == "|   (*)    |")
  }

  @Test func theSVGRendererDrawsADashedRing() throws {
    let svg = SVGRenderer().render(try scene())
    #expect(
      svg.contains(
        ##"<circle class="activity-indicator" cx="36" cy="24" r="6" fill="none" stroke="#888888" stroke-width="3" stroke-dasharray="6 3"/>"##
      ))
  }

  @Test func assistiveTechnologiesReadItAsOneElementInProgress() {
    let indicator = ActivityIndicatorNode()
    #expect(indicator.accessibilityElements.count == 1)
    #expect(indicator.accessibilityElements.first === indicator)
    #expect(indicator.accessibilityLabel == "In progress")
    #expect(indicator.accessibilityTraits == .updatesFrequently)
  }
}
