import EmptyState
import Foundation
import Testing

@testable import Sandbox

/// Every limit refuses in one line and leaves the state as it was.
@Suite @MainActor struct LimitsTests {
  /// Runs `lines` in a fresh session; returns the session and the error of the last line.
  func run(_ lines: [String]) -> (session: SandboxSession, lastError: CommandError?) {
    let session = SandboxSession()
    var lastError: CommandError?
    for line in lines {
      do {
        lastError = nil
        guard let command = try CommandParser.parse(line) else { continue }
        _ = try session.run(command)
      } catch {
        lastError = error
      }
    }
    return (session, lastError)
  }

  /// Expects `line` to be refused after `setup`, naming `problem`, with nothing changed.
  func expectRefused(
    _ line: String, after setup: [String], _ problem: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    defer { EmptyStateDefaults.reset() }
    let (session, setupError) = run(setup)
    #expect(
      setupError == nil, "setup failed: \(String(describing: setupError))",
      sourceLocation: sourceLocation)
    let before = session.render()
    let sections = session.data.sections
    do {
      if let command = try CommandParser.parse(line) { _ = try session.run(command) }
      Issue.record("'\(line)' was accepted", sourceLocation: sourceLocation)
    } catch {
      #expect(error.description.contains(problem), "\(error)", sourceLocation: sourceLocation)
      #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
    }
    #expect(session.render() == before, sourceLocation: sourceLocation)
    #expect(session.data.sections == sections, sourceLocation: sourceLocation)
  }

  static let longText = String(repeating: "é", count: SandboxLimits.textCharacters + 1)
  static let fullText = String(repeating: "é", count: SandboxLimits.textCharacters)
}

extension LimitsTests {
  @Test func aListHasAtMostAHundredSections() {
    let setup = Array(repeating: "add-section", count: SandboxLimits.sections)
    expectRefused("add-section", after: setup, "a list has at most 100 sections")
  }

  @Test func theHundredthSectionIsAccepted() {
    defer { EmptyStateDefaults.reset() }
    let (session, error) = run(Array(repeating: "add-section 1", count: SandboxLimits.sections))
    #expect(error == nil)
    #expect(session.data.sections.count == SandboxLimits.sections)
  }

  @Test func aSectionHoldsAtMostAHundredThousandRows() {
    let setup = Array(repeating: "add 10000", count: 10)
    expectRefused("add 1", after: setup, "section 0 has 100000 row(s) and holds at most 100000")
  }

  @Test func aListHoldsAtMostAMillionRows() {
    let counts = Array(repeating: "10000", count: SandboxLimits.sections).joined(separator: ",")
    let setup = ["data " + counts, "reload", "remove 1 from 99"]
    expectRefused(
      "add 2 to 0", after: setup, "the list has 999999 row(s) and holds at most 1000000")
  }

  @Test func addSectionCountsTowardsTheMillion() {
    let counts = Array(repeating: "10000", count: SandboxLimits.sections - 1).joined(separator: ",")
    let setup = ["data " + counts + ",9999", "reload", "remove-section 99"]
    expectRefused("add-section 10000", after: setup + ["add 9999 to 98"], "holds at most 1000000")
  }

  @Test(arguments: [
    "detail", "button", "header", "footer", "placeholder loading", "placeholder failure",
    "phase failed", "empty title",
  ])
  func everyTextIsCappedLikeTheTitle(command: String) {
    expectRefused(
      "\(command) \"\(Self.longText)\"", after: ["empty title Nothing"],
      "is longer than 500 characters")
  }

  @Test func anImageNameIsCappedLikeTheTitle() {
    expectRefused(
      "empty image \(Self.longText) 8x8", after: [], "the image name is longer than 500")
  }

  @Test(arguments: ["detail", "button", "header", "footer", "placeholder loading"])
  func aTextOfExactlyTheLimitIsAccepted(command: String) {
    defer { EmptyStateDefaults.reset() }
    let (_, error) = run(["empty title Nothing", "\(command) \"\(Self.fullText)\""])
    #expect(error == nil)
  }

  @Test func theStatusLineListsTwentySectionsThenHowManyMore() {
    defer { EmptyStateDefaults.reset() }
    let (session, _) = run(["data " + (0..<100).map(String.init).joined(separator: ","), "reload"])
    let status = session.render().prefix { $0 != "\n" }
    #expect(
      status.hasPrefix(
        "table, data [" + (0..<20).map(String.init).joined(separator: ",") + ",… 80 more], "))
  }

  @Test func theStatusLineListsTwentySectionsInFull() {
    #expect(
      SandboxSession.describe(counts: Array(1...20))
        == (1...20).map(String.init).joined(separator: ","))
    #expect(SandboxSession.describe(counts: Array(1...21)).hasSuffix(",20,… 1 more"))
  }
}

/// The limits are written down where users look: `--help` and the article "Seeing It".
@Suite struct LimitsDocumentationTests {
  static let limits = [
    SandboxLimits.lineBytes, SandboxLimits.count, SandboxLimits.sectionItems,
    SandboxLimits.totalItems, SandboxLimits.sections, SandboxLimits.textCharacters,
    Int(SandboxLimits.length), SandboxLimits.statusSections, SandboxLimits.pages,
    Int(SandboxLimits.scrollOffset),
  ]

  @Test func helpListsEveryLimit() throws {
    let help = try SandboxProcess.run(["--help"]).output
    let section = help.components(separatedBy: "Limits").dropFirst().first ?? ""
    for limit in Self.limits {
      #expect(section.contains(String(limit)), "--help does not list \(limit)")
    }
  }

  /// `limit` as the articles write it: 1,000,000.
  static func grouped(_ limit: Int) -> String {
    let digits = String(limit)
    guard digits.count > 3 else { return digits }
    return grouped(limit / 1_000) + "," + digits.suffix(3)
  }

  @Test func theSeeingItArticleListsEveryLimit() throws {
    let article = try String(
      contentsOf: ReadmePictureTests.root.appendingPathComponent(ReadmePictureTests.seeingIt),
      encoding: .utf8)
    let after = article.components(separatedBy: "Sandbox limits").dropFirst().first ?? ""
    let section = after.components(separatedBy: "\n## ").first ?? ""
    for limit in Self.limits {
      #expect(section.contains(Self.grouped(limit)), "the article does not list \(limit)")
    }
  }
}

extension LimitsDocumentationTests {
  @Test func theResourceLimitsArticleListsEverySandboxLimit() throws {
    let article = try String(
      contentsOf: ReadmePictureTests.root.appendingPathComponent(
        "Sources/EmptyState/Documentation.docc/Articles/ResourceLimits.md"),
      encoding: .utf8)
    let section = article.components(separatedBy: "## The Sandbox").dropFirst().first ?? ""
    for limit in Self.limits {
      #expect(section.contains("| \(Self.grouped(limit)) "), "the article does not list \(limit)")
    }
  }
}
