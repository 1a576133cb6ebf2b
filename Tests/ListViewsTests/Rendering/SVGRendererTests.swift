import Foundation
import ListViews
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG renderer's output is well-formed XML whatever the text it draws, checked by parsing
/// it with Foundation's `XMLParser`.
@Suite @MainActor struct SVGRendererTests {
  /// Scalars that XML 1.0 does not allow in a document, escaped or not.
  nonisolated static let forbidden: [String] = [
    "\u{FFFE}", "\u{FFFF}", "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}",
  ]

  /// A list whose header, footer, rows, label, button and image all show `title`.
  static func scene(showing title: String) throws -> TableView {
    let source = TitledSource(title: title)
    let table = TableView(frame: Fixtures.bounds)
    table.dataSource = source
    table.addAttachment(KeepAlive(source))
    table.diagnosticHandler = { _, diagnostic in Issue.record("unexpected \(diagnostic)") }
    table.headerView = LabelNode(text: title)
    table.headerView?.frame = ViewRect(x: 0, y: 0, width: 320, height: 32)
    table.footerView = LabelNode(text: title)
    table.footerView?.frame = ViewRect(x: 0, y: 0, width: 320, height: 32)
    let overlay = ViewNode(frame: ViewRect(x: 0, y: 200, width: 320, height: 200))
    let label = LabelNode(text: title)
    label.frame = ViewRect(x: 0, y: 0, width: 320, height: 20)
    let button = ButtonNode(title: title, image: nil)
    button.frame = ViewRect(x: 0, y: 40, width: 320, height: 40)
    let image = ImageNode(image: try ViewImage(name: title, width: 64, height: 64))
    image.frame = ViewRect(x: 0, y: 100, width: 64, height: 64)
    try overlay.addSubview(label)
    try overlay.addSubview(button)
    try overlay.addSubview(image)
    table.overlayView = overlay
    table.reloadData()
    return table
  }

  /// Parses `svg`, recording an issue when it is not well-formed.
  fileprivate static func parse(
    _ svg: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> SVGReader {
    let reader = SVGReader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    // `parse()` alone is not enough: on Linux it can return `true` after an error in an
    // attribute, with the error in `parserError`.
    let parsed = parser.parse()
    #expect(
      parsed && parser.parserError == nil,
      "not well-formed: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
    return reader
  }
}

extension SVGRendererTests {
  @Test(arguments: forbidden)
  func textWithCharactersXMLForbidsStillParses(scalar: String) throws {
    let title = "No " + scalar + "orders"
    let reader = Self.parse(SVGRenderer().render(try Self.scene(showing: title)))
    let drawn = reader.texts.filter { $0.hasPrefix("No ") && $0.hasSuffix("orders") }
    // Header, footer, a row at least, label, button and image name.
    #expect(drawn.count >= 6)
    #expect(!reader.texts.joined().contains(scalar))
  }

  @Test(arguments: forbidden)
  func attributesWithCharactersXMLForbidsStillParse(scalar: String) {
    var list = DisplayList(root: ViewNode(frame: ViewRect(x: 0, y: 0, width: 100, height: 50)))
    list.items.append(
      DisplayItem(
        role: DisplayItem.Role(rawValue: "role" + scalar), shape: .box,
        frame: ViewRect(x: 0, y: 0, width: 10, height: 10), lines: ["box" + scalar],
        identifier: "id" + scalar))
    let reader = Self.parse(SVGRenderer().render(list))
    #expect(reader.identifiers.count == 2)
    #expect(!reader.identifiers.joined().contains(scalar))
    #expect(!reader.classes.joined().contains(scalar))
  }

  @Test func markupCharactersInTextComeBackUnchanged() throws {
    let title = #"<b>"Tom" & 'Jerry'</b>"#
    let reader = Self.parse(SVGRenderer().render(try Self.scene(showing: title)))
    #expect(reader.texts.filter { $0 == title }.count >= 6)
  }

  @Test func tabsAndOtherAllowedCharactersAreKept() throws {
    let title = "a\tb\u{85}c\u{1F600}"
    let reader = Self.parse(SVGRenderer().render(try Self.scene(showing: title)))
    #expect(reader.texts.filter { $0 == title }.count >= 6)
  }
}

/// Reports the text of every `<text>` element, and every `id` and `class` attribute.
fileprivate final class SVGReader: NSObject, XMLParserDelegate {
  var texts: [String] = []
  var identifiers: [String] = []
  var classes: [String] = []
  private var currentText: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if elementName == "text" { currentText = "" }
    if let identifier = attributeDict["id"] { identifiers.append(identifier) }
    if let name = attributeDict["class"] { classes.append(name) }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText?.append(string)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "text", let currentText { texts.append(currentText) }
    currentText = nil
  }
}

/// Every row shows the same title.
@MainActor
private final class TitledSource: TableViewDataSource {
  let title: String

  init(title: String) {
    self.title = title
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: TableView, textForRowAt indexPath: ListIndexPath) -> String? {
    title
  }
}
