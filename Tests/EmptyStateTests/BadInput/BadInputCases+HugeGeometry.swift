import EmptyState
import TestSupport
import Testing

extension BadInputCase {
  static let hugeGeometry: [BadInputCase] = [
    BadInputCase(
      input: "layout margins of `.greatestFiniteMagnitude` on opposite sides",
      outcome: "the global default appearance is used instead, `invalidGeometry` reported",
      check: {
        let log = DiagnosticLog()
        let table = HugeGeometryTests.table(
          margins: DirectionalInsets(all: .greatestFiniteMagnitude), log: log)
        #expect(table.emptyView?.appearance == EmptyStateDefaults.appearance)
        #expect(log.entries.count == 1)
      }),
    BadInputCase(
      input: "a layout margin of `.greatestFiniteMagnitude` on one side",
      outcome: "kept; the placeholder stays inside the list, at its edge",
      check: {
        let log = DiagnosticLog()
        let table = HugeGeometryTests.table(
          margins: DirectionalInsets(top: .greatestFiniteMagnitude), log: log)
        let frame = try #require(table.emptyView?.frame)
        #expect(table.bounds.contains(frame) && log.entries.isEmpty)
      }),
    BadInputCase(
      input: "a section header height of `.greatestFiniteMagnitude`",
      outcome: "kept; sums stop at the largest finite value and nothing infinite is drawn",
      check: {
        let collection = Fixtures.collection(SectionsSource([3, 2]))
        collection.sectionHeaderHeight = .greatestFiniteMagnitude
        #expect(collection.contentSize.height == .greatestFiniteMagnitude)
        #expect(HugeGeometryTests.isClean(SVGRenderer().render(collection)))
      }),
    BadInputCase(
      input: "section header and footer heights whose sum is not finite",
      outcome: "refused, previous value kept, `invalidGeometry` reported",
      check: {
        let log = DiagnosticLog()
        let collection = Fixtures.collection(SectionsSource([1]))
        collection.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
        collection.sectionHeaderHeight = .greatestFiniteMagnitude
        collection.sectionFooterHeight = .greatestFiniteMagnitude
        #expect(collection.sectionFooterHeight == 0 && log.entries.count == 1)
      }),
    BadInputCase(
      input: "content insets whose opposite sides add up to infinity",
      outcome: "refused, previous insets kept, `invalidGeometry` reported",
      check: {
        let scene = BadInputScene()
        scene.table.contentInset = ViewInsets(
          left: .greatestFiniteMagnitude, right: .greatestFiniteMagnitude)
        #expect(scene.table.contentInset == .zero && scene.log.entries.count == 1)
      }),
    BadInputCase(
      input: "a frame that is not finite, given to the SVG renderer",
      outcome: "written as 0 or the largest finite value; never `inf` or `nan`",
      check: {
        var list = DisplayList(root: ViewNode(frame: Fixtures.bounds))
        list.items.append(
          DisplayItem(
            role: .item, shape: .box,
            frame: ViewRect(x: .nan, y: -.infinity, width: .infinity, height: 1)))
        #expect(HugeGeometryTests.isClean(SVGRenderer().render(list)))
      }),
  ]
}
