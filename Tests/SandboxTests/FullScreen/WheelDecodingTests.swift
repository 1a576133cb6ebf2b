import Testing

@testable import Sandbox

/// Notches of the mouse wheel, as SGR reports (buttons 64 and 65), decoded into keys; cut,
/// overlong and malformed reports into none.
@Suite struct WheelDecodingTests {
  static func decode(_ text: String) -> [TerminalKey] {
    var decoder = TerminalKeyDecoder()
    return decoder.decode(Array(text.utf8))
  }
}

extension WheelDecodingTests {
  @Test func buttonSixtyFourIsTheWheelUpAndSixtyFiveDown() {
    #expect(Self.decode("\u{1B}[<64;10;5M\u{1B}[<65;1;1M") == [.wheelUp, .wheelDown])
  }

  @Test func aWheelWithModifierKeysStillScrolls() {
    #expect(Self.decode("\u{1B}[<68;3;3M\u{1B}[<81;3;3M") == [.wheelUp, .wheelDown])
  }

  @Test func aWheelReportSplitAcrossReadsDecodesOnce() {
    var decoder = TerminalKeyDecoder()
    var keys: [TerminalKey] = []
    for byte in "\u{1B}[<65;12;7Mx".utf8 { keys += decoder.decode([byte]) }
    #expect(keys == [.wheelDown, .text("x")])
  }

  @Test(arguments: [
    "\u{1B}[<64;;M",  // an empty field
    "\u{1B}[<64;10M",  // a field missing
    "\u{1B}[<64;1;2;3M",  // a field too many
    "\u{1B}[<6:4;1;1M",  // not a number
    "\u{1B}[<64;0;1M",  // column 0
    "\u{1B}[<66;1;1M",  // the horizontal wheel
    "\u{1B}[<64;1;1m",  // a release
    "\u{1B}[<64;1;99999999999999999999999999999999M",  // overlong
  ])
  func aMalformedWheelReportIsDroppedAndWhatFollowsDecodes(report: String) {
    #expect(Self.decode(report + "q") == [.text("q")])
  }

  @Test func aWheelReportCutByAControlKeyEndsAndTheKeyActs() {
    #expect(Self.decode("\u{1B}[<64;3\u{03}") == [.interrupt])
  }

  @Test func aWheelReportLeftOpenWaitsForNothingAndHoldsNoKey() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[<64;10".utf8)).isEmpty)
    #expect(decoder.decode(Array(";5M".utf8)) == [.wheelUp])
  }

  @Test func aNotchScrollsThreeLinesOfTheScreen() {
    var state = FullScreenState(size: ScreenSize(clampingColumns: 40, rows: 20))
    let listSize = state.layout.listSize
    #expect(state.handle(.wheelDown, listSize: listSize) == .scroll(48))
    #expect(state.handle(.wheelUp, listSize: listSize) == .scroll(-48))
  }
}
