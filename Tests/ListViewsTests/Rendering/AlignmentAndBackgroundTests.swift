import ListViews
import TestSupport
import Testing

/// Text set against an edge, and backgrounds with rounded corners, in both renderers.
@Suite @MainActor struct AlignmentAndBackgroundTests {
  static func root(with label: LabelNode) throws -> ViewNode {
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 160, height: 32))
    label.frame = ViewRect(x: 0, y: 0, width: 160, height: 16)
    try root.addSubview(label)
    return root
  }
}

extension AlignmentAndBackgroundTests {
  @Test func leftAndRightAlignedLinesSitAgainstTheirEdge() throws {
    let label = LabelNode(text: "abc")
    label.textAlignment = .left
    #expect(PlainTextRenderer().render(try Self.root(with: label)).contains("|abc "))
    label.textAlignment = .right
    #expect(PlainTextRenderer().render(try Self.root(with: label)).contains(" abc|"))
    let svg = SVGRenderer().render(try Self.root(with: label))
    #expect(svg.contains(#"x="160" y="12" text-anchor="end""#))
  }

  @Test func aBackgroundIsARoundedFilledRectangle() {
    let item = DisplayItem(
      role: "background", shape: .background(cornerRadius: 12),
      frame: ViewRect(x: 8, y: 0, width: 100, height: 32), fill: ColorValue(hex: 0xF0F0F0))
    var list = DisplayList(root: ViewNode(frame: ViewRect(x: 0, y: 0, width: 160, height: 32)))
    list.items.append(item)
    let svg = SVGRenderer().render(list)
    #expect(
      svg.contains(
        ##"class="background" x="8" y="0" width="100" height="32" fill="#f0f0f0" stroke="none" rx="12""##
      ))
    #expect(PlainTextRenderer().render(list).contains("| .............      |"))
    list.items[1].shape = .background(cornerRadius: 100)
    // The radius is at most half the shorter side.
    #expect(SVGRenderer().render(list).contains(#"rx="16""#))
  }
}
