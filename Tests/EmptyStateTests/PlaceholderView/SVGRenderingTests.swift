import EmptyState
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite @MainActor struct SVGRenderingTests {}

extension SVGRenderingTests {
  @Test func outputIsWellFormedXML() throws {
    let table = Scenes.emptyTable(header: "Orders & <more>", footer: "\"Quoted\" 'footer'")
    table.setEmptyView(image: try Fixtures.image(width: 64, height: 48), title: "No <orders> & yet")
    let elements = try SVGElements(SVGRenderer().render(table))
    #expect(elements.root == "svg")
    #expect(elements.texts.contains("No <orders> & yet"))
    #expect(elements.texts.contains("Orders & <more>"))
  }

  @Test func emptyViewBoxIsWhereTheLayoutSaysIncludingImageAndTitle() throws {
    let table = Scenes.emptyTable(header: "Orders", footer: "End")
    table.contentInset = ViewInsets(top: 8, left: 8, bottom: 8, right: 8)
    table.setEmptyView(image: try Fixtures.image(width: 64, height: 48), title: "No orders yet")
    let view = try #require(table.emptyView)
    let elements = try SVGElements(SVGRenderer().render(table))
    let box = try #require(elements.rects.first { $0.id == "empty-view" })
    #expect(box.frame == view.frame)
    let image = try #require(elements.rects.first { $0.role == "image" })
    #expect(image.frame.minX == view.frame.minX + view.imageNode.frame.minX)
    #expect(image.frame.minY == view.frame.minY + view.imageNode.frame.minY)
    #expect(image.frame.size == ViewSize(width: 64, height: 48))
  }

  @Test func headerAndFooterBoxesDoNotOverlapTheEmptyView() throws {
    let table = Scenes.emptyTable(header: "Orders", footer: "End")
    table.setEmptyView(title: "No orders yet")
    let elements = try SVGElements(SVGRenderer().render(table))
    let box = try #require(elements.rects.first { $0.id == "empty-view" })
    let header = try #require(elements.rects.first { $0.role == "header" })
    let footer = try #require(elements.rects.first { $0.role == "footer" })
    #expect(header.frame.maxY <= box.frame.minY)
    #expect(box.frame.maxY <= footer.frame.minY)
  }

  @Test func rowsAreDrawnWhenTheListHasContent() throws {
    let source = SectionsSource([3])
    let table = Scenes.emptyTable(source: source)
    let elements = try SVGElements(SVGRenderer().render(table))
    #expect(elements.rects.filter { $0.role == "row" }.count == 3)
    #expect(!elements.rects.contains { $0.id == "empty-view" })
  }
}

/// The elements of an SVG document, parsed back with Foundation's XML parser.
final class SVGElements: NSObject, XMLParserDelegate {
  struct Rect {
    var id: String?
    var role: String?
    var frame: ViewRect
  }

  private(set) var root: String?
  private(set) var rects: [Rect] = []
  private(set) var texts: [String] = []
  private var currentText: String?

  init(_ svg: String) throws {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
    if name == "rect" {
      let number = { (key: String) in Double(attributes[key] ?? "") ?? .nan }
      rects.append(
        Rect(
          id: attributes["id"], role: attributes["class"],
          frame: ViewRect(
            x: number("x"), y: number("y"), width: number("width"), height: number("height"))))
    }
    if name == "text" { currentText = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if name == "text", let text = currentText {
      texts.append(text)
      currentText = nil
    }
  }
}
