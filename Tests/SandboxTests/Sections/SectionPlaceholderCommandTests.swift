import EmptyState
import Foundation
import TestSupport
import Testing

@testable import Sandbox

/// `section-placeholder`, `section-placeholders`, `section-rule` and `tap section`, end to end
/// through the built Sandbox (a golden transcript) and command by command through a session.
@Suite struct SectionPlaceholderTranscriptTests {
  @Test func theSectionScriptMatchesItsGoldenTranscript() throws {
    let script = try SandboxScripts.script("section-placeholders.sandbox")
    let result = try SandboxProcess.run(input: Data(script.utf8))
    #expect(result.exited)
    #expect(result.status == 1)  // the script's bad lines, each reported and skipped
    try SandboxScripts.snapshots.assertMatches(result.transcript, "section-placeholders.txt")
  }

  @Test func theSVGDrawsTheSectionPlaceholderBetweenItsStrips() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("sections-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let script = """
      collection
      section-strips 16 16
      data 2,0,2
      reload
      section-placeholder 1 "No posts yet"
      svg \(file.path)

      """
    let result = try SandboxProcess.run(input: Data(script.utf8))
    #expect(result.status == 0)
    let svg = try String(contentsOf: file, encoding: .utf8)
    let header = try #require(Self.y(of: "Section 1", in: svg))
    let title = try #require(Self.y(of: "No posts yet", in: svg))
    let footer = try #require(Self.y(of: "0 items", in: svg))
    let next = try #require(Self.y(of: "Section 2", in: svg))
    #expect(header < title && title < footer && footer < next)
  }

  /// The commands the README names for its picture of a section placeholder.
  static let readmeCommands = [
    "collection", "section-strips 16 16", "data 2,0,1", "reload",
    #"section-placeholder 1 "No posts yet" --button Add"#,
  ]

  @Test func theReadmesSectionPictureIsWhatTheSandboxPrints() throws {
    let script = Self.readmeCommands.joined(separator: "\n") + "\n"
    let result = try SandboxProcess.run(input: Data(script.utf8))
    #expect(result.status == 0)
    let last = result.output.components(separatedBy: "> section-placeholder").last ?? ""
    let picture = last.split(separator: "\n").drop { !$0.hasPrefix("collection,") }
      .joined(separator: "\n")
    #expect(picture.contains("No posts yet"))
    let readme = try String(
      contentsOf: ReadmePictureTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```\n" + picture + "\n```"), "the picture:\n\(picture)")
    for command in Self.readmeCommands {
      #expect(readme.contains("`\(command)`"), "the README does not name `\(command)`")
    }
    for command in [
      "section-placeholder S TITLE [--button TEXT]", "section-placeholder S none",
      "section-placeholders", "section-placeholders none", "section-rule hide|keep",
      "tap section S [button]",
    ] {
      #expect(readme.contains("`\(command)`"), "the README does not list `\(command)`")
      #expect(SandboxHelp.commands.contains(command), "help does not list `\(command)`")
    }
  }

  /// The `y` of the SVG text element that says `text`.
  static func y(of text: String, in svg: String) -> Double? {
    for line in svg.split(separator: "\n") where line.contains(">\(text)</text>") {
      guard let start = line.range(of: " y=\"") else { continue }
      return Double(line[start.upperBound...].prefix { $0 != "\"" })
    }
    return nil
  }
}

/// Each section command run in a session: what it changes, what it says.
@Suite @MainActor struct SectionPlaceholderSessionTests {
  /// A session after `lines`, each of which must run; with what the last one printed.
  func session(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> (SandboxSession, output: [String])
  {
    let session = SandboxSession()
    var output: [String] = []
    for line in lines {
      let command = try #require(try CommandParser.parse(line), sourceLocation: sourceLocation)
      output = try session.run(command)
    }
    return (session, output)
  }

  static let collectionWithAnEmptySection = [
    "collection", "section-strips 16 16", "data 2,0,2", "reload",
  ]

  @Test func aPlaceholderShowsInItsEmptySectionAndIsLogged() throws {
    let (session, output) = try session(
      Self.collectionWithAnEmptySection + [#"section-placeholder 1 "No posts yet""#])
    #expect(session.list.emptyState.sectionsShowingPlaceholders == [1])
    #expect(output.contains(#"section 1's placeholder set: "No posts yet""#))
    #expect(output.contains("section 1: willAppear, didAppear"))
    let status = try #require(session.render().split(separator: "\n").first)
    #expect(status.hasSuffix("showing no placeholder, section 1 shows its placeholder"))
  }

  @Test func theTextPictureShowsItBetweenTheSectionsStrips() throws {
    let (session, _) = try session(
      Self.collectionWithAnEmptySection + [#"section-placeholder 1 "No posts yet""#])
    let lines = session.render().split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.contains("Section 1") })
    let title = try #require(lines.firstIndex { $0.contains("No posts yet") })
    let footer = try #require(lines.firstIndex { $0.contains("0 items") })
    let next = try #require(lines.firstIndex { $0.contains("Section 2") })
    #expect(header + 1 == title)
    #expect(title < footer && footer < next)
  }

  @Test func aSectionWithRowsShowsItsPlaceholderOnceItHasNone() throws {
    let (session, output) = try session(["data 2,3", "reload", "section-placeholder 1 Empty"])
    #expect(session.list.emptyState.sectionsShowingPlaceholders.isEmpty)
    #expect(output.contains("section 1 has rows: its placeholder shows once it has none"))
    let removed = try session.run(#require(try CommandParser.parse("remove 3 from 1")))
    #expect(session.list.emptyState.sectionsShowingPlaceholders == [1])
    #expect(removed.contains("section 1: willAppear, didAppear"))
  }

  @Test func noneTakesOneSectionsPlaceholderAway() throws {
    let (session, output) = try session(
      [
        "data 0,0", "reload", "section-placeholder 0 A", "section-placeholder 1 B",
        "section-placeholder 0 none",
      ])
    #expect(session.list.emptyState.sectionsShowingPlaceholders == [1])
    #expect(output.contains("section 0: willDisappear, didDisappear"))
    let status = try #require(session.render().split(separator: "\n").first)
    #expect(status.hasSuffix(", section 1 shows its placeholder"))
  }

  @Test func sectionPlaceholdersNoneTakesThemAllAway() throws {
    let (session, _) = try session(
      ["data 0,0", "reload", "section-placeholder 0 A", "section-placeholder 1 B"])
    #expect(session.render().contains(", sections 0,1 show their placeholders\n"))
    let removed = try session.run(#require(try CommandParser.parse("section-placeholders none")))
    #expect(session.list.emptyState.sectionsShowingPlaceholders.isEmpty)
    #expect(removed.contains("section 0: willDisappear, didDisappear"))
    #expect(removed.contains("section 1: willDisappear, didDisappear"))
    #expect(session.placeholders.sections == nil)
  }

  @Test func sectionPlaceholdersListsThemWithoutDrawing() throws {
    let (_, output) = try session(
      [
        "data 1,0", "reload", "section-placeholder 0 Zero --button Add",
        "section-placeholder 1 One", "section-rule keep", "section-placeholders",
      ])
    #expect(
      output == [
        #"section 0: "Zero", button "Add", not shown"#, #"section 1: "One", shown"#,
        "section rule: keep",
      ])
  }

  @Test func theListsPlaceholderHidesThemUnlessTheRuleKeepsThem() throws {
    let (session, _) = try session(
      ["data 0,0", "reload", "section-placeholder 1 B", "empty title Nothing"])
    #expect(session.list.emptyState.isShown)
    #expect(session.list.emptyState.sectionsShowingPlaceholders.isEmpty)
    let kept = try session.run(#require(try CommandParser.parse("section-rule keep")))
    #expect(session.list.emptyState.sectionsShowingPlaceholders == [1])
    #expect(kept.contains("section 1: willAppear, didAppear"))
    let hidden = try session.run(#require(try CommandParser.parse("section-rule hide")))
    #expect(session.list.emptyState.sectionsShowingPlaceholders.isEmpty)
    #expect(hidden.contains("section 1: willDisappear, didDisappear"))
  }

  @Test func theButtonAddsThreeRowsToItsSection() throws {
    let (session, output) = try session(
      ["data 1,0", "reload", "section-placeholder 1 Empty --button Add", "tap section 1 button"])
    #expect(session.data.sections == [1, 3])
    #expect(session.list.emptyState.sectionsShowingPlaceholders.isEmpty)
    #expect(output.contains("section 1: didTapButton"))
    #expect(output.contains("section 1's button: add 3 rows to section 1"))
    #expect(output.contains("section 1: willDisappear, didDisappear"))
  }

  @Test func theButtonAddsNothingWhileASnapshotFeedsTheList() throws {
    let (session, output) = try session(
      [
        "snapshot a:x b:", "snapshot apply", "section-placeholder 1 Empty --button Add",
        "tap section 1 button",
      ])
    #expect(session.list.emptyState.sectionsShowingPlaceholders == [1])
    #expect(output.contains { $0.hasPrefix("section 1's button: add:") })
  }

  @Test func switchingTheKindOfListKeepsThem() throws {
    let (session, output) = try session(
      ["data 1,0", "reload", "section-placeholder 1 Empty", "collection"])
    #expect(session.list.kind == .collection)
    #expect(session.list.emptyState.sectionsShowingPlaceholders == [1])
    #expect(output.contains("section 1: willAppear, didAppear"))
  }

  @Test func aTapThroughAPlaceholderWithoutAnActionReachesTheList() throws {
    let (_, output) = try session([
      "data 0", "reload", "section-placeholder 0 Empty", "tap section 0",
    ])
    #expect(output.contains("nothing there takes taps"))
    #expect(!output.contains { $0.hasPrefix("section 0: didTap") })
  }
}

/// Every bad section command is one error line, and nothing changes.
@Suite @MainActor struct SectionPlaceholderBadInputTests {
  static let setup = ["data 1,0", "reload", "section-placeholder 1 Empty"]

  nonisolated static let refused: [(line: String, problem: String)] = [
    ("section-placeholder", "needs a section and a title or 'none'"),
    ("section-placeholder x Empty", "'x' is not a whole number"),
    ("section-placeholder -1 Empty", "-1 is out of range 0...99"),
    ("section-placeholder 2 Empty", "section 2 does not exist (there are 2 sections)"),
    ("section-placeholder 100 Empty", "100 is out of range 0...99"),
    ("section-placeholder 0", "the title is missing"),
    (#"section-placeholder 0 """#, "the title is missing"),
    ("section-placeholder 0 --button Add", "the title is missing"),
    ("section-placeholder 0 Empty --button", "the button title is missing"),
    ("section-placeholder 0 none", "section 0 has no placeholder"),
    (
      "section-placeholder 0 " + String(repeating: "é", count: SandboxLimits.textCharacters + 1),
      "the title is longer than \(SandboxLimits.textCharacters) characters"
    ),
    ("section-placeholders all", "takes nothing or 'none'"),
    ("section-rule", "needs one of hide and keep"),
    ("section-rule always", "'always' is not hide or keep"),
    ("section-rule keep hide", "needs one of hide and keep"),
    ("tap section", "needs a section, then 'button' or nothing"),
    ("tap section x", "'x' is not a whole number"),
    ("tap section 0", "section 0 shows no placeholder"),
    ("tap section 1 twice", "needs a section, then 'button' or nothing"),
    ("tap section 1 button", "section 1's placeholder has no button"),
  ]

  @Test(arguments: refused.indices)
  func aBadLineIsRefusedAndChangesNothing(_ index: Int) {
    let (line, problem) = Self.refused[index]
    LimitsTests().expectRefused(line, after: Self.setup, problem)
  }

  @Test func allNoneWithNoPlaceholderIsRefused() {
    LimitsTests().expectRefused(
      "section-placeholders none", after: ["data 0", "reload"], "no section has a placeholder")
  }
}
