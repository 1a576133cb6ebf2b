import ListViews
import TestSupport
import Testing

/// Attachments: found by type, alive as long as their view, told when the view's layout changes
/// (its size, or a scroll view's content area) and only then.
@Suite @MainActor struct AttachmentTests {}

extension AttachmentTests {
  @Test func attachmentIsFoundByItsType() {
    let view = ViewNode()
    let layout = LayoutRecorder()
    let marker = Marker(name: "marker")
    view.addAttachment(layout)
    view.addAttachment(marker)
    #expect(view.attachment(ofType: Marker.self) === marker)
    #expect(view.attachment(ofType: LayoutRecorder.self) === layout)
    #expect(view.attachment(ofType: Unused.self) == nil)
  }

  @Test func firstAttachmentOfATypeIsTheOneFound() {
    let view = ViewNode()
    view.addAttachment(Marker(name: "first"))
    view.addAttachment(Marker(name: "second"))
    #expect(view.attachment(ofType: Marker.self)?.name == "first")
  }

  @Test func attachmentLivesExactlyAsLongAsItsView() {
    weak var weakAttachment: LayoutRecorder?
    weak var weakView: ViewNode?
    do {
      let view = ViewNode()
      weakView = view
      do {
        let attachment = LayoutRecorder()
        weakAttachment = attachment
        view.addAttachment(attachment)
      }
      #expect(weakAttachment != nil)
    }
    #expect(weakView == nil)
    #expect(weakAttachment == nil)
  }

  @Test func attachmentOfAListIsFreedWithTheList() {
    weak var weakAttachment: LayoutRecorder?
    weak var weakTable: TableView?
    do {
      let table = Fixtures.table(SectionsSource([3]))
      let attachment = LayoutRecorder()
      table.addAttachment(attachment)
      table.headerView = LabelNode(text: "Header")
      table.contentInset = ViewInsets(top: 10)
      weakAttachment = attachment
      weakTable = table
    }
    #expect(weakTable == nil)
    #expect(weakAttachment == nil)
  }

  @Test func attachmentHearsASizeChange() {
    let view = ViewNode(frame: ViewRect(x: 0, y: 0, width: 100, height: 50))
    let recorder = LayoutRecorder()
    view.addAttachment(recorder)
    view.frame = ViewRect(x: 0, y: 0, width: 100, height: 60)
    #expect(recorder.calls == [ObjectIdentifier(view)])
  }

  @Test func attachmentDoesNotHearAMoveOrARefusedFrame() throws {
    let view = ViewNode(frame: ViewRect(x: 0, y: 0, width: 100, height: 50))
    let recorder = LayoutRecorder()
    view.addAttachment(recorder)
    view.frame = ViewRect(x: 30, y: 40, width: 100, height: 50)
    // A list above the view receives the refusal's diagnostic.
    let log = DiagnosticLog()
    let parent = Fixtures.table(SectionsSource(), diagnostics: log)
    try parent.addSubview(view)
    view.frame = ViewRect(x: 0, y: 0, width: -1, height: 50)
    #expect(recorder.calls.isEmpty)
    #expect(view.frame == ViewRect(x: 30, y: 40, width: 100, height: 50))
    #expect(log.entries.count == 1)
  }

  @Test func attachmentHearsAScrollViewResize() {
    let table = Fixtures.table(SectionsSource([3]))
    let recorder = LayoutRecorder()
    table.addAttachment(recorder)
    table.frame = ViewRect(x: 0, y: 0, width: 480, height: 320)
    #expect(recorder.calls == [ObjectIdentifier(table)])
  }

  @Test func attachmentHearsWhenAHeaderMovesTheContentArea() {
    let table = Fixtures.table(SectionsSource([3]))
    let recorder = LayoutRecorder()
    table.addAttachment(recorder)
    let areaBefore = table.contentArea
    table.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    #expect(table.contentArea != areaBefore)
    #expect(recorder.calls == [ObjectIdentifier(table)])
  }

  @Test func attachmentHearsWhenTheHeaderGrows() {
    let table = Fixtures.table(SectionsSource([3]))
    let header = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    table.headerView = header
    let recorder = LayoutRecorder()
    table.addAttachment(recorder)
    header.frame = ViewRect(x: 0, y: 0, width: 320, height: 64)
    #expect(table.contentArea.minY == 64)
    #expect(recorder.calls == [ObjectIdentifier(table)])
  }

  @Test func attachmentHearsWhenInsetsMoveTheContentArea() {
    let table = Fixtures.table(SectionsSource([3]))
    let recorder = LayoutRecorder()
    table.addAttachment(recorder)
    table.contentInset = ViewInsets(top: 20, left: 0, bottom: 10, right: 0)
    #expect(table.contentArea == ViewRect(x: 0, y: 20, width: 320, height: 450))
    #expect(recorder.calls == [ObjectIdentifier(table)])
  }

  @Test func attachmentDoesNotHearWhenTheContentAreaStays() {
    let source = SectionsSource([3])
    let log = DiagnosticLog()
    let table = Fixtures.table(source, diagnostics: log)
    table.contentInset = ViewInsets(top: 20)
    let recorder = LayoutRecorder()
    table.addAttachment(recorder)
    table.contentInset = ViewInsets(top: 20)
    table.contentInset = ViewInsets(top: .nan)
    table.reloadData()
    table.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 0))
    table.frame = ViewRect(x: 5, y: 5, width: 320, height: 480)
    #expect(recorder.calls.isEmpty)
    #expect(log.entries.count == 1)  // the NaN inset
  }

  @Test func attachmentDoesNotHearWhenOnlyTheContentSizeChanges() {
    let source = SectionsSource([3])
    let table = Fixtures.table(source)
    let recorder = LayoutRecorder()
    table.addAttachment(recorder)
    let area = table.contentArea
    let size = table.contentSize
    source.sections = [30]
    table.reloadData()
    #expect(table.contentSize != size)
    #expect(table.contentArea == area)
    #expect(recorder.calls.isEmpty)
  }

  @Test func attachmentHearsWhenAFooterMovesWithTheRows() {
    let source = SectionsSource([1])
    let table = Fixtures.table(source)
    table.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 320, height: 40))
    let recorder = LayoutRecorder()
    table.addAttachment(recorder)
    #expect(table.contentArea == ViewRect(x: 0, y: 0, width: 320, height: 440))
    source.sections = [20]
    table.reloadData()
    // 20 rows of 44 points push the footer past the bottom: the area reaches the bottom edge.
    #expect(table.contentArea == ViewRect(x: 0, y: 0, width: 320, height: 480))
    #expect(recorder.calls == [ObjectIdentifier(table)])
  }
}

/// Records each `viewDidLayout(_:)` it hears, by the identity of the view.
@MainActor
private final class LayoutRecorder: ViewAttachment {
  var calls: [ObjectIdentifier] = []

  func viewDidLayout(_ view: ViewNode) {
    calls.append(ObjectIdentifier(view))
  }
}

@MainActor
private final class Marker: ViewAttachment {
  let name: String

  init(name: String) {
    self.name = name
  }

  func viewDidLayout(_ view: ViewNode) {}
}

@MainActor
private final class Unused: ViewAttachment {
  func viewDidLayout(_ view: ViewNode) {}
}
