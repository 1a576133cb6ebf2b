import ListViews
import TestSupport
import Testing

/// A node's opacity: clamped, refused when NaN, multiplied down the tree by the display list,
/// written by the SVG renderer, and a threshold for taps and for the text grid.
@Suite @MainActor struct OpacityTests {
  /// A node with one visible child of its own size, under a root of 320 × 160.
  static func scene(parent parentOpacity: Double, child childOpacity: Double) throws -> (
    ViewNode, ViewNode
  ) {
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 160))
    let parent = ViewNode(frame: ViewRect(x: 16, y: 16, width: 160, height: 64))
    let child = LabelNode(text: "Faded")
    child.frame = ViewRect(x: 0, y: 0, width: 160, height: 16)
    try root.addSubview(parent)
    try parent.addSubview(child)
    parent.opacity = parentOpacity
    child.opacity = childOpacity
    return (root, parent)
  }
}

extension OpacityTests {
  @Test func valuesOutsideZeroToOneAreClamped() {
    let node = ViewNode()
    node.opacity = 1.5
    #expect(node.opacity == 1)
    node.opacity = -0.5
    #expect(node.opacity == 0)
  }

  @Test func nanIsRefusedAndReported() {
    let table = TableView(frame: Fixtures.bounds)
    let log = DiagnosticLog()
    table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    table.opacity = 0.4
    table.opacity = .nan
    #expect(table.opacity == 0.4)
    #expect(log.entries.count == 1)
  }

  @Test func theDisplayListMultipliesOpacityDownTheTree() throws {
    let (root, _) = try Self.scene(parent: 0.5, child: 0.5)
    let label = try #require(DisplayList(root: root).first(.label))
    #expect(label.opacity == 0.25)
  }

  @Test func theSVGRendererWritesOpacityAsAGroup() throws {
    let (root, _) = try Self.scene(parent: 0.4, child: 1)
    let svg = SVGRenderer().render(root)
    #expect(svg.contains(#"<g opacity="0.4">"#))
    #expect(!SVGRenderer().render(try Self.scene(parent: 1, child: 1).0).contains("<g opacity"))
  }

  @Test func theTextRendererDrawsOnlyWhatIsAtLeastHalfOpaque() throws {
    #expect(PlainTextRenderer().render(try Self.scene(parent: 0.5, child: 1).0).contains("Faded"))
    #expect(!PlainTextRenderer().render(try Self.scene(parent: 0.49, child: 1).0).contains("Faded"))
  }

  @Test func aNearlyTransparentNodeTakesNoTaps() throws {
    let (root, parent) = try Self.scene(parent: 0.005, child: 1)
    var taps = 0
    parent.tapAction = { _ in taps += 1 }
    #expect(!root.tap(at: ViewPoint(x: 20, y: 40)))
    parent.opacity = 0.01
    #expect(root.tap(at: ViewPoint(x: 20, y: 40)))
    #expect(taps == 1)
  }
}
