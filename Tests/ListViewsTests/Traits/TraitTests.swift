import ListViews
import TestSupport
import Testing

/// Traits are inherited down the tree, overridden field by field, announced to the attachments
/// of every node whose traits changed, and resolve colour pairs where items are drawn.
@Suite @MainActor struct TraitTests {}

extension TraitTests {
  @Test func aRootWithoutOverridesHasTheStandardTraits() {
    #expect(ViewNode().traits == .standard)
    #expect(ViewTraits.standard.textSize == .large)
  }

  @Test func overridesApplyOnTopOfTheInheritedTraits() throws {
    let window = ViewNode(frame: Fixtures.bounds)
    let list = TableView(frame: Fixtures.bounds)
    try window.addSubview(list)
    window.traitOverrides.interfaceStyle = .dark
    list.traitOverrides.layoutDirection = .rightToLeft
    #expect(
      list.traits
        == ViewTraits(interfaceStyle: .dark, textSize: .large, layoutDirection: .rightToLeft))
    #expect(window.traits.layoutDirection == .leftToRight)
  }

  @Test func attachmentsBelowTheChangedNodeHearOfIt() throws {
    let window = ViewNode(frame: Fixtures.bounds)
    let list = TableView(frame: Fixtures.bounds)
    try window.addSubview(list)
    let recorder = TraitRecorder()
    list.addAttachment(recorder)
    window.traitOverrides.textSize = .extraExtraLarge
    #expect(recorder.calls == 1)
  }

  @Test func anOverrideThatChangesNothingIsNotAnnounced() throws {
    let list = TableView(frame: Fixtures.bounds)
    let recorder = TraitRecorder()
    list.addAttachment(recorder)
    list.traitOverrides.interfaceStyle = .light  // the inherited value already
    list.traitOverrides = ViewTraits.Overrides(interfaceStyle: .light)
    #expect(recorder.calls == 0)
  }

  @Test func textSizesScaleFromTheSmallestToTheLargest() {
    let scales = ViewTraits.TextSize.allCases.map(\.scale)
    #expect(scales == scales.sorted())
    #expect(ViewTraits.TextSize.large.scale == 1)
    #expect(ViewTraits.TextSize.accessibilityExtraExtraExtraLarge.scale > 3)
    #expect(ViewTraits.TextSize(rawValue: "gigantic") == nil)
    #expect(ViewTraits.TextSize.accessibilityMedium.isAccessibilitySize)
    #expect(!ViewTraits.TextSize.extraExtraExtraLarge.isAccessibilitySize)
  }

  @Test func aColourPairResolvesForTheStyle() {
    let pair = ColorValue(light: ColorValue(hex: 0x111111), dark: ColorValue(hex: 0xEEEEEE))
    #expect(pair.resolved(for: .light) == ColorValue(hex: 0x111111))
    #expect(pair.resolved(for: .dark) == ColorValue(hex: 0xEEEEEE))
    #expect(ColorValue(hex: 0x123456).resolved(for: .dark) == ColorValue(hex: 0x123456))
    #expect(pair != ColorValue(hex: 0x111111))
  }

  @Test func theDisplayListDrawsTheColourOfTheNodesStyle() throws {
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 64))
    let label = LabelNode(text: "Ink")
    label.frame = ViewRect(x: 0, y: 0, width: 320, height: 16)
    label.style = TextStyle(
      font: FontStyle(size: 16),
      color: ColorValue(light: ColorValue(hex: 0x111111), dark: ColorValue(hex: 0xEEEEEE)))
    try root.addSubview(label)
    #expect(DisplayList(root: root).first(.label)?.textStyle?.color == ColorValue(hex: 0x111111))
    root.traitOverrides.interfaceStyle = .dark
    #expect(DisplayList(root: root).first(.label)?.textStyle?.color == ColorValue(hex: 0xEEEEEE))
    #expect(SVGRenderer().render(root).contains(##"fill="#eeeeee""##))
  }
}

/// Counts the trait changes it hears.
@MainActor
private final class TraitRecorder: ViewAttachment {
  var calls = 0

  func viewDidLayout(_ view: ViewNode) {}

  func viewTraitsDidChange(_ view: ViewNode) {
    calls += 1
  }
}
