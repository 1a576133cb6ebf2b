import Foundation
import Testing

/// `host uikit` drives the list through the UIKit adapter; a person sees the same screens.
@Suite struct HostCommandTests {
  /// A short session: a tappable empty view, rows added and removed, phases, a tap, a resize.
  static let script = """
    empty title "No orders" --tap
    add 2
    remove 2
    phase loading
    phase loaded
    tap empty
    remove 3
    add-section 1
    begin
    clear
    end
    size 240 160

    """

  /// A collection's session: items, sections and a batch of inserts and deletes.
  static let collectionScript = """
    empty title "No photos"
    collection
    add 3
    add-section 2
    begin
    remove 1 from 0
    add 2 to 1
    end
    remove-section 0
    clear
    rotate

    """

  /// Loads that fail and are retried, a refresh, and pages loaded by scrolling to the end.
  static let loadScript = """
    empty title "No orders"
    load 2s
    advance 2s
    server fail
    refresh
    advance 2s
    retry
    server 0
    advance 2s
    pages 10 25
    advance 1s
    scroll end
    advance 1s
    scroll end
    advance 1s
    load 1s
    advance 1s

    """

  /// The table's header and footer views, insets, the safe area, traits and scrolling.
  static let geometryScript = """
    empty title "No orders"
    safe-area 80 0 0 20
    traits size accessibilityLarge
    traits direction rtl
    header "Orders" 40
    footer "End" 20
    insets 10 0 10 0
    tap header
    add 30
    scroll 100
    scroll end
    clear
    header none
    footer none
    insets 0 0 0 0
    safe-area 0 0 0 0
    traits direction ltr

    """

  /// The transcript of `script` after `host MODE`, without the `host` command's own lines.
  static func screens(hosted mode: String, _ script: String = script) throws -> (
    screens: String, output: String
  ) {
    let result = try SandboxProcess.run(input: Data("host \(mode)\n\(script)".utf8))
    let output = result.transcript
    guard let first = output.range(of: "\n> empty") else { return ("", output) }
    return (String(output[first.lowerBound...]), output)
  }

  @Test func uikitHostShowsTheSameScreensAsTheHeadlessList() throws {
    let headless = try Self.screens(hosted: "headless")
    let uikit = try Self.screens(hosted: "uikit")
    #expect(uikit.output.contains("now hosted in UIKit"))
    #expect(!uikit.output.contains("uikit:"))
    #expect(headless.screens.contains("No orders"))
    #expect(uikit.screens == headless.screens)
  }

  @Test func aHostedCollectionShowsTheSameScreensAsTheHeadlessOne() throws {
    try Self.expectSameScreens(Self.collectionScript, showing: "No photos")
  }

  @Test func loadsAndPagesThroughTheUIKitHostShowTheSameScreens() throws {
    try Self.expectSameScreens(Self.loadScript, showing: "page 3 ends: succeeded")
  }

  @Test func headersInsetsSafeAreaTraitsAndScrollingThroughTheUIKitHostShowTheSameScreens() throws {
    try Self.expectSameScreens(Self.geometryScript, showing: "header tapped")
  }

  /// Expects `script` to show the same screens hosted in UIKit as headless, with no `uikit:`
  /// line, and the headless screens to show `text` (so that the script did what it meant to).
  static func expectSameScreens(
    _ script: String, showing text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let headless = try screens(hosted: "headless", script)
    let uikit = try screens(hosted: "uikit", script)
    #expect(!uikit.output.contains("uikit:"), sourceLocation: sourceLocation)
    #expect(headless.screens.contains(text), sourceLocation: sourceLocation)
    #expect(uikit.screens == headless.screens, sourceLocation: sourceLocation)
  }

  /// A snapshot's rows show their positions in the mirror, which has no cells, and a diffable
  /// apply is one reload for it: the placeholders and counts are the same.
  @Test func snapshotsThroughTheUIKitHostShowTheSamePlaceholders() throws {
    let script = """
      empty title "Nothing"
      snapshot A:a,b B:
      snapshot apply
      snapshot A: B:x
      snapshot reload
      snapshot ignore B
      snapshot off
      collection
      snapshot S:p
      snapshot apply

      """
    let status: (String) -> [Substring] = { screens in
      screens.split(separator: "\n").filter {
        $0.hasPrefix("table,") || $0.hasPrefix("collection,")
      }
    }
    let headless = try Self.screens(hosted: "headless", script)
    let uikit = try Self.screens(hosted: "uikit", script)
    #expect(!uikit.output.contains("uikit:"))
    #expect(status(headless.screens).count == 7)
    #expect(status(uikit.screens) == status(headless.screens))
  }

  @Test func aHostedBatchThatDoesNotMatchTheDataIsReloadedInsteadOfRaising() throws {
    let result = try SandboxProcess.run(
      input: Data("host uikit\nadd 3\nbegin\nadd 2\nremove 1\nend\nrender\n".utf8))
    #expect(result.status == 0)
    #expect(result.output.contains("uikit: the batch does not match the data source"))
    #expect(result.output.contains("table, data [4], phase loaded, showing no placeholder"))
  }

  @Test func aHostedCollectionRefusesAHeaderWithAUsageError() throws {
    let result = try SandboxProcess.run(input: Data("collection\nhost uikit\nheader Top\n".utf8))
    #expect(result.status == 1)
    #expect(result.output.contains("header: a UICollectionView has no header view of its own"))
  }

  @Test func aTableWithAHeaderIsNotHostedAsACollection() throws {
    let result = try SandboxProcess.run(
      input: Data("host uikit\nheader Top\ncollection\nrender\n".utf8))
    #expect(result.status == 1)
    #expect(result.output.contains("collection: a UICollectionView has no header or footer view"))
    #expect(result.output.contains("table, data [no sections]"))
  }
}
