import Testing

@testable import Sandbox

/// Control characters are shown as escapes; only the renderer's colour codes stay codes.
@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("\u{1B}[2J", "\\u{1B}[2J"), ("a\u{7F}b", "a\\u{7F}b"), ("\u{9B}31m", "\\u{9B}31m"),
    ("\u{0}", "\\u{00}"), ("\t", "\\u{09}"), ("\r", "\\u{0D}"), ("x\ny", "x\\u{0A}y"),
    ("\u{85}", "\\u{85}"), ("\u{FFFE}", "\\u{FFFE}"), ("\u{FFFF}", "\\u{FFFF}"),
  ])
  func controlCharactersAreShownAsEscapes(text: String, shown: String) {
    #expect(TerminalText.visible(text) == shown)
  }

  @Test(arguments: [
    "注文はまだありません", "🧑‍🍳 no orders", "لا توجد طلبات", "\u{FFFD}", "\\u{1B}", "\u{202E}",
    "\u{10FFFF}",
  ])
  func otherTextIsKeptAsItIs(text: String) {
    #expect(TerminalText.visible(text) == text)
  }

  @Test func printableTextKeepsLineBreaksOnly() {
    #expect(TerminalText.printable("a\nb\u{1B}c\r", keepingColours: false) == "a\nb\\u{1B}c\\u{0D}")
  }

  @Test func colourCodesStayOnlyWhenColoursAreKept() {
    let text = "\u{1B}[1;32mtitle\u{1B}[0m"
    #expect(TerminalText.printable(text, keepingColours: true) == text)
    #expect(
      TerminalText.printable(text, keepingColours: false) == "\\u{1B}[1;32mtitle\\u{1B}[0m")
  }

  @Test(arguments: ["\u{1B}]0;title\u{7}", "\u{1B}[2J", "\u{1B}[31", "\u{1B}", "\u{1B}c"])
  func otherEscapeSequencesAreShownEvenWithColours(text: String) {
    let shown = TerminalText.printable(text, keepingColours: true)
    #expect(!shown.unicodeScalars.contains(where: TerminalText.isControl))
  }
}
