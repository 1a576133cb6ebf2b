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
