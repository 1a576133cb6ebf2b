import EmptyStateTesting
import Foundation
import Testing

/// Golden pictures: a match passes, a difference fails with a line diff, bad names and files
/// that are not regular files fail without being read.
@Suite @MainActor struct PictureTestingTests {
  let table: TableView

  init() {
    table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 160))
    table.setEmptyView(title: "No orders yet")
  }
}

extension PictureTestingTests {
  @Test func anEmptyListMatchesItsTextPicture() {
    expectPicture(of: table, named: "empty-orders")
  }

  @Test func anEmptyListMatchesItsSVGPicture() {
    expectPicture(of: table, named: "empty-orders", as: .svg)
  }

  @Test func aDifferentPictureFailsWithTheLinesThatDiffer() {
    table.setEmptyView(title: "Nothing here")
    withKnownIssue {
      expectPicture(of: table, named: "empty-orders")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("@@ line 7 @@")
        && text.contains(
          "- |              No orders yet             |\n+ |              Nothing here              |"
        )
    }
  }

  @Test(arguments: ["", ".hidden", "../escape", "a/b", String(repeating: "x", count: 101)])
  func aNameThatIsNotAPlainFileNameFails(name: String) {
    withKnownIssue {
      expectPicture(of: table, named: name)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("is not a plain file name")
    }
  }

  @Test func aMissingPictureFailsAndSaysHowToRecordIt() {
    withKnownIssue {
      expectPicture(of: table, named: "never-recorded")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("EMPTYSTATE_RECORD_PICTURES=1")
    }
  }

  @Test func aGoldenPictureThatIsALinkIsNotRead() {
    withKnownIssue {
      expectPicture(of: table, named: "link-to-empty-orders")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("is not a regular file")
    }
  }
}

/// A temporary folder for a test file's pictures, with a folder outside it that a symbolic link
/// could point to; removed at the end.
private struct PictureFolder {
  let root: URL
  /// Where a test file of the package would be.
  let tests: URL
  /// A folder outside the package's tests.
  let elsewhere: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "EmptyStateTesting-\(UUID().uuidString)")
    tests = root.appendingPathComponent("Tests")
    elsewhere = root.appendingPathComponent("Elsewhere")
    for folder in [tests, elsewhere] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }

  /// The test file whose pictures are in `Tests/__Pictures__/OrdersTests`.
  var testFile: String { tests.appendingPathComponent("OrdersTests.swift").path }
  var pictures: URL { tests.appendingPathComponent("__Pictures__") }

  func link(_ link: URL, to target: URL) throws {
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
  }

  func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

extension PictureTestingTests {
  /// Records (or reads) the picture `empty` of `table` for the folder's test file.
  private func check(in folder: PictureFolder, recording: Bool) {
    checkPicture(
      of: table, named: "empty", as: .text, testFile: folder.testFile, recording: recording,
      sourceLocation: #_sourceLocation)
  }

  @Test func recordingInAPicturesFolderWritesThePictureThatIsThenRead() throws {
    let folder = try PictureFolder()
    defer { folder.remove() }
    withKnownIssue {
      check(in: folder, recording: true)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("recorded __Pictures__/OrdersTests/empty")
    }
    #expect(folder.exists(folder.pictures.appendingPathComponent("OrdersTests/empty.txt")))
    check(in: folder, recording: false)
  }

  @Test func recordingThroughAPicturesFolderThatIsALinkIsRefused() throws {
    let folder = try PictureFolder()
    defer { folder.remove() }
    try folder.link(folder.pictures, to: folder.elsewhere)
    withKnownIssue {
      check(in: folder, recording: true)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("__Pictures__ is a symbolic link")
    }
    #expect(!folder.exists(folder.elsewhere.appendingPathComponent("OrdersTests")))
  }

  @Test func recordingThroughATestFilesFolderThatIsALinkIsRefused() throws {
    let folder = try PictureFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.pictures, withIntermediateDirectories: true)
    try folder.link(folder.pictures.appendingPathComponent("OrdersTests"), to: folder.elsewhere)
    withKnownIssue {
      check(in: folder, recording: true)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "__Pictures__/OrdersTests is a symbolic link")
    }
    #expect(!folder.exists(folder.elsewhere.appendingPathComponent("empty.txt")))
  }

  @Test func readingThroughAPicturesFolderThatIsALinkIsRefused() throws {
    let folder = try PictureFolder()
    defer { folder.remove() }
    let outside = folder.elsewhere.appendingPathComponent("OrdersTests")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try PlainTextRenderer().render(table).write(
      to: outside.appendingPathComponent("empty.txt"), atomically: true, encoding: .utf8)
    try folder.link(folder.pictures, to: folder.elsewhere)
    withKnownIssue {
      check(in: folder, recording: false)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("__Pictures__ is a symbolic link")
    }
  }

  @Test func recordingOverAGoldenFileThatIsALinkIsRefused() throws {
    let folder = try PictureFolder()
    defer { folder.remove() }
    let pictures = folder.pictures.appendingPathComponent("OrdersTests")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    let target = folder.elsewhere.appendingPathComponent("target.txt")
    try "outside".write(to: target, atomically: true, encoding: .utf8)
    try folder.link(pictures.appendingPathComponent("empty.txt"), to: target)
    withKnownIssue {
      check(in: folder, recording: true)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("is not a regular file")
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "outside")
  }
}
