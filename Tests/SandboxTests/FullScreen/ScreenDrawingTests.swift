import Testing

@testable import Sandbox

/// Lines cut to the width, frames laid out, and only what changed written again.
@Suite struct ScreenDrawingTests {
  static let layout = ScreenLayout(size: ScreenSize(clampingColumns: 20, rows: 10))

  static func content(
    picture: [String] = ["+--+"], messages: [String] = [], command: String = ""
  ) -> ScreenFrame.Content {
    ScreenFrame.Content(
      picture: picture.map { ScreenLine($0, width: 20) }, messages: messages, status: "table",
      command: command, hint: "type")
  }
}

extension ScreenDrawingTests {
  @Test func aLineIsCutAtTheWidthAndAWideCharacterIsNeverHalved() {
    #expect(ScreenLine("abcdef", width: 4).text == "abcd")
    #expect(ScreenLine("ab漢字", width: 5).text == "ab漢")
    #expect(ScreenLine("ab漢字", width: 5).columns == 4)
    #expect(ScreenLine("abc", width: 5).isCut == false)
  }

  @Test func colourCodesTakeNoWidthAndACutLineEndsPlain() {
    let line = ScreenLine("\u{1B}[1;32mabcdef\u{1B}[0m", width: 3)
    #expect(line.text == "\u{1B}[1;32mabc\u{1B}[0m")
    #expect(line.columns == 3)
  }

  @Test func longOutputWrapsAndOnlyItsLastLinesShow() {
    let frame = ScreenFrame(
      Self.content(messages: ["0123456789012345678901234", "a", "b", "c"]),
      layout: Self.layout)
    // Output rows 5 to 8: the long line's second half, then a, b, c.
    #expect(frame.rows[5] == "01234")
    #expect(frame.rows[8] == "c")
  }

  @Test func theStatusLineIsReversedAndFillsTheWidth() {
    let frame = ScreenFrame(Self.content(), layout: Self.layout)
    let padding = String(repeating: " ", count: 15)
    #expect(
      frame.rows[9] == TerminalCodes.reverseVideo + "table" + padding + TerminalCodes.resetStyle)
  }

  @Test func anEmptyCommandLineShowsTheHintFaintlyWithTheCursorAfterThePrompt() {
    let frame = ScreenFrame(Self.content(), layout: Self.layout)
    #expect(frame.rows[10] == "> " + TerminalCodes.faint + "type" + TerminalCodes.resetStyle)
    #expect(frame.cursor == (10, 3))
  }

  @Test func aCommandTooLongForTheWidthShowsItsEndWithTheCursorOnScreen() {
    let command = String(repeating: "a", count: 70_000) + "xyz"
    let frame = ScreenFrame(Self.content(command: command), layout: Self.layout)
    #expect(frame.rows[10] == "> …" + String(repeating: "a", count: 13) + "xyz")
    #expect(frame.cursor == (10, 20))
  }

  @Test func thePictureIsCutToItsRows() {
    let picture = (0..<30).map { "line \($0)" }
    let frame = ScreenFrame(Self.content(picture: picture), layout: Self.layout)
    #expect(frame.rows[4] == "line 3")
    #expect(frame.rows[5] == nil)
  }

  @Test func theFirstFrameClearsTheScreenAndLaterOnesRewriteOnlyChangedRows() throws {
    var painter = ScreenPainter()
    let painted = painter.paint(ScreenFrame(Self.content(), layout: Self.layout))
    let first = try #require(painted)
    let again = painter.paint(ScreenFrame(Self.content(), layout: Self.layout))
    let changed = painter.paint(ScreenFrame(Self.content(command: "add"), layout: Self.layout))
    #expect(first.contains(TerminalCodes.clearScreen))
    #expect(again == nil)
    let second = try #require(changed)
    #expect(!second.contains(TerminalCodes.clearScreen))
    #expect(second.contains(TerminalCodes.moveCursor(row: 10, column: 1)))
    #expect(!second.contains(TerminalCodes.moveCursor(row: 1, column: 1)))
    #expect(
      second.hasSuffix(TerminalCodes.moveCursor(row: 10, column: 6) + TerminalCodes.showCursor))
  }

  @Test func aRowThatBecomesBlankIsCleared() throws {
    var painter = ScreenPainter()
    _ = painter.paint(ScreenFrame(Self.content(messages: ["hello"]), layout: Self.layout))
    let painted = painter.paint(ScreenFrame(Self.content(), layout: Self.layout))
    let text = try #require(painted)
    #expect(text.contains(TerminalCodes.moveCursor(row: 5, column: 1) + TerminalCodes.clearLine))
  }

  @Test func afterInvalidatingTheWholeScreenIsDrawnAgain() throws {
    var painter = ScreenPainter()
    let frame = ScreenFrame(Self.content(), layout: Self.layout)
    _ = painter.paint(frame)
    painter.invalidate()
    let painted = painter.paint(frame)
    #expect(try #require(painted).contains(TerminalCodes.clearScreen))
  }
}
