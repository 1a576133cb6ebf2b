import Testing

@testable import Sandbox

/// The bytes a terminal sends, whatever they are, decoded into keys and clicks.
@Suite struct TerminalKeyDecoderTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func decode(_ bytes: [UInt8]) -> [TerminalKey] {
    var decoder = TerminalKeyDecoder()
    return decoder.decode(bytes)
  }
}

extension TerminalKeyDecoderTests {
  @Test(arguments: [
    (bytes("ab"), [TerminalKey.text("a"), .text("b")]),
    (bytes("é€😀"), [.text("é"), .text("€"), .text("😀")]),
    ([0x0D, 0x0A, 0x7F, 0x08], [.enter, .enter, .backspace, .backspace]),
    ([0x03, 0x04, 0x15, 0x0C, 0x1A], [.interrupt, .endOfInput, .clearLine, .redraw, .suspend]),
    ([0x00, 0x07, 0x09, 0x1C], []),
  ])
  func keysAndTextDecode(bytes: [UInt8], keys: [TerminalKey]) {
    #expect(Self.decode(bytes) == keys)
  }

  @Test(
    arguments: [
      [0xFF],  // never in UTF-8
      [0x80],  // a continuation byte alone
      [0xC0, 0xAF],  // an overlong "/"
      [0xED, 0xA0, 0x80],  // a surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
    ] as [[UInt8]])
  func bytesThatAreNotUTF8ReadAsReplacementCharacters(bytes: [UInt8]) {
    let keys = Self.decode(bytes + [UInt8(ascii: "x")])
    #expect(keys.last == .text("x"))
    #expect(!keys.dropLast().isEmpty)
    #expect(keys.dropLast().allSatisfy { $0 == .text("\u{FFFD}") })
  }

  @Test func aCharacterCutShortByAControlKeyIsAReplacementThenTheKey() {
    #expect(Self.decode([0xE2, 0x82, 0x03]) == [.text("\u{FFFD}"), .interrupt])
  }

  @Test func cOneControlsSentAsUTF8AreDropped() {
    #expect(Self.decode([0xC2, 0x9B, UInt8(ascii: "x")]) == [.text("x")])
  }

  @Test func aPressOfThePrimaryButtonIsAClickAtItsCell() {
    #expect(Self.decode(Self.bytes("\u{1B}[<0;12;5M")) == [.click(column: 12, row: 5)])
  }

  @Test func aClickWithModifierKeysIsStillAClick() {
    #expect(Self.decode(Self.bytes("\u{1B}[<20;3;4M")) == [.click(column: 3, row: 4)])
  }

  @Test(arguments: [
    "\u{1B}[<0;12;5m",  // release
    "\u{1B}[<2;12;5M",  // secondary button
    "\u{1B}[<1;12;5M",  // middle button
    "\u{1B}[<64;12;5M",  // wheel
    "\u{1B}[<32;12;5M",  // motion with the button held
    "\u{1B}[<0;0;5M",  // column 0
    "\u{1B}[<0;12M",  // a field missing
    "\u{1B}[<0;12;5;1M",  // a field too many
    "\u{1B}[<0;-1;5M",  // negative
    "\u{1B}[<0;;5M",  // empty
    "\u{1B}[<0;1a;5M",  // not a number: ends at "a"
  ])
  func otherMouseReportsAreDropped(report: String) {
    #expect(
      !Self.decode(Self.bytes(report + "x")).contains {
        if case .click = $0 { true } else { false }
      })
  }

  @Test func hugeCoordinatesAreCappedNotOverflowed() {
    let keys = Self.decode(Self.bytes("\u{1B}[<0;99999999999999999999999;7M"))
    #expect(keys == [.click(column: TerminalKeyDecoder.largestCoordinate, row: 7)])
  }

  @Test func aSequenceSplitAcrossReadsDecodesAsOne() {
    var decoder = TerminalKeyDecoder()
    var keys: [TerminalKey] = []
    for byte in Self.bytes("\u{1B}[<0;12;5Mé") { keys += decoder.decode([byte]) }
    #expect(keys == [.click(column: 12, row: 5), .text("é")])
  }

  @Test(arguments: [
    "\u{1B}[A", "\u{1B}OP", "\u{1B}[15~", "\u{1B}[200~", "\u{1B}[?1;2c", "\u{1B}\u{1B}[B",
  ])
  func otherEscapeSequencesAreDropped(sequence: String) {
    #expect(Self.decode(Self.bytes(sequence + "x")) == [.text("x")])
  }

  @Test func altWithAKeyIsTheKeyAlone() {
    #expect(Self.decode(Self.bytes("\u{1B}q")) == [.text("q")])
  }

  @Test func anOverlongSequenceIsDroppedUpToItsEnd() {
    let digits = [UInt8](repeating: UInt8(ascii: "1"), count: 100_000)
    #expect(Self.decode(Self.bytes("\u{1B}[") + digits + Self.bytes("Mx")) == [.text("x")])
  }

  @Test func aControlKeyInsideASequenceEndsItAndActs() {
    #expect(Self.decode(Self.bytes("\u{1B}[<0;1") + [0x03]) == [.interrupt])
    #expect(
      Self.decode(Self.bytes("\u{1B}[") + Array(repeating: 0x31, count: 50) + [0x03]) == [
        .interrupt
      ])
  }

  @Test func aLegacyMouseReportIsSkippedWhole() {
    #expect(Self.decode(Self.bytes("\u{1B}[M !!x")) == [.text("x")])
    #expect(Self.decode(Self.bytes("\u{1B}[M ") + [0x03]) == [.interrupt])
  }
}
