import ListViews
import Testing

/// What an assistive technology reaches under a node: elements back to front, an element read as
/// one, hidden nodes skipped.
@Suite @MainActor struct AccessibilityElementsTests {}

extension AccessibilityElementsTests {
  @Test func elementsAreReadBackToFront() throws {
    let root = ViewNode()
    let back = element("back")
    let middle = element("middle")
    let front = element("front")
    try root.addSubview(back)
    try root.addSubview(front)
    try root.insertSubview(middle, at: 1)
    #expect(labels(root.accessibilityElements) == ["back", "middle", "front"])
  }

  @Test func elementsOfNestedContainersKeepTreeOrder() throws {
    let root = ViewNode()
    let group = ViewNode()
    let first = element("first")
    let inner = element("inner")
    let last = element("last")
    try root.addSubview(first)
    try root.addSubview(group)
    try group.addSubview(inner)
    try root.addSubview(last)
    #expect(labels(root.accessibilityElements) == ["first", "inner", "last"])
  }

  @Test func pinnedSlotsAreReadInTheirPlaces() throws {
    let root = ViewNode()
    root.overlayView = element("overlay")
    try root.addSubview(element("content"))
    root.underlayView = element("underlay")
    #expect(labels(root.accessibilityElements) == ["underlay", "content", "overlay"])
  }

  @Test func elementsSubviewsAreNotReadSeparately() throws {
    let root = ViewNode()
    let card = element("card")
    try card.addSubview(element("title"))
    try card.addSubview(ButtonNode(title: "Retry", image: nil))
    try root.addSubview(card)
    #expect(labels(root.accessibilityElements) == ["card"])
  }

  @Test func elementRootIsItsOnlyElement() throws {
    let root = element("root")
    try root.addSubview(element("child"))
    #expect(labels(root.accessibilityElements) == ["root"])
  }

  @Test func hiddenNodesContributeNothing() throws {
    let root = ViewNode()
    let hiddenElement = element("hidden element")
    hiddenElement.isHidden = true
    let hiddenGroup = ViewNode()
    hiddenGroup.isHidden = true
    try hiddenGroup.addSubview(element("inside a hidden group"))
    try root.addSubview(hiddenElement)
    try root.addSubview(hiddenGroup)
    try root.addSubview(element("shown"))
    #expect(labels(root.accessibilityElements) == ["shown"])
  }

  @Test func hiddenRootHasNoElements() throws {
    let root = ViewNode()
    try root.addSubview(element("child"))
    root.isHidden = true
    #expect(root.accessibilityElements.isEmpty)
  }

  @Test func nodesThatAreNotElementsAreNotRead() throws {
    let root = ViewNode()
    let plain = ViewNode()
    plain.accessibilityLabel = "not an element"
    try root.addSubview(plain)
    try root.addSubview(ButtonNode(title: "Retry", image: nil))
    #expect(labels(root.accessibilityElements) == ["Retry"])
  }
}

@MainActor
private func element(_ label: String) -> ViewNode {
  let node = ViewNode()
  node.isAccessibilityElement = true
  node.accessibilityLabel = label
  return node
}

@MainActor
private func labels(_ elements: [ViewNode]) -> [String?] {
  elements.map(\.accessibilityLabel)
}
