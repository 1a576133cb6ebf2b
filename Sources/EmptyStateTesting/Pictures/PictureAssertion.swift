public import EmptyState
import Foundation
public import Testing

/// How a picture of a list is drawn for ``expectPicture(of:named:as:filePath:sourceLocation:)``.
public enum PictureFormat: Sendable {
  /// The text picture of ``PlainTextRenderer``, one character per 8 × 16 points (`.txt`).
  case text
  /// The SVG picture of ``SVGRenderer`` (`.svg`).
  case svg

  var fileExtension: String {
    switch self {
    case .text: "txt"
    case .svg: "svg"
    }
  }

  @MainActor
  func draw(_ view: ViewNode) -> String {
    switch self {
    case .text: PlainTextRenderer().render(view)
    case .svg: SVGRenderer().render(view)
    }
  }
}

/// Expects `view` (a list, usually) to look as its golden picture says, recording a failure
/// with a line diff when it does not.
///
/// The golden file is `__Pictures__/<test file>/<name>.txt` (or `.svg`) next to the test file:
///
/// ```swift
/// table.setEmptyView(title: "No orders yet")
/// expectPicture(of: table, named: "empty-orders")
/// ```
///
/// Run the tests with `EMPTYSTATE_RECORD_PICTURES=1` to write the pictures instead (each
/// written picture is also a recorded issue, so a recording run never passes by accident); a
/// missing golden file fails and says how to record it. Commit the files: they are the test.
///
/// A name is a file name: letters, digits, `-`, `_` and `.`, not starting with a dot, at most
/// 100 characters; anything else fails the test. A golden file that is not a regular file (a
/// symbolic link, a FIFO, a device) or is larger than 10 MB is not read, and fails the test.
///
/// Nothing is read or written through a symbolic link: a `__Pictures__` folder, or its folder
/// for the test file, that is a link fails the test, when reading as when recording, and so
/// does a golden file that is a link. A link there could point anywhere, and a recording would
/// write there: keep the pictures in real folders next to the tests. The links are checked
/// before each read and each write.
///
/// - Parameters:
///   - view: What to draw.
///   - name: The picture's name, unique in its test file.
///   - format: Text (the default) or SVG.
///   - filePath: The test file; leave the default.
///   - sourceLocation: Where to report a failure; leave the default.
@MainActor
public func expectPicture(
  of view: ViewNode, named name: String, as format: PictureFormat = .text,
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  checkPicture(
    of: view, named: name, as: format, testFile: "\(filePath)",
    recording: GoldenFile.isRecording, sourceLocation: sourceLocation)
}

/// What ``expectPicture(of:named:as:filePath:sourceLocation:)`` does, with the test file as a
/// string and whether to record given: for the tests of the test support, which record and read
/// pictures in a temporary folder (one test cannot set the environment of the others).
@MainActor
package func checkPicture(
  of view: ViewNode, named name: String, as format: PictureFormat, testFile: String,
  recording: Bool, sourceLocation: SourceLocation
) {
  let actual = format.draw(view)
  let file: GoldenFile
  do {
    file = try GoldenFile(testFile: testFile, name: name, fileExtension: format.fileExtension)
  } catch {
    Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
    return
  }
  if recording {
    do {
      try file.write(actual)
      Issue.record(
        Comment(
          rawValue: "recorded \(file.displayPath); run again without EMPTYSTATE_RECORD_PICTURES"),
        sourceLocation: sourceLocation)
    } catch {
      Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
    }
    return
  }
  let expected: String
  do {
    expected = try file.read()
  } catch {
    Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
    return
  }
  guard actual != expected else { return }
  let diff = LineDiff(expected: expected, actual: actual)
  Issue.record(
    Comment(rawValue: "picture differs from \(file.displayPath) (- golden, + now):\n\(diff.text)"),
    sourceLocation: sourceLocation)
}
