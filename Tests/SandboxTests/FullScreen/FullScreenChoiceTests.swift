import Testing

@testable import Sandbox

/// When the Sandbox takes the full screen, and when it keeps to lines.
@Suite struct FullScreenChoiceTests {
  @Test(arguments: [
    (true, true, ["TERM": "xterm-256color"], true),
    (true, true, ["TERM": "linux", "NO_COLOR": "1"], true),
    (true, true, ["TERM": "dumb"], false),
    (true, true, ["TERM": ""], false),
    (true, true, [:], false),
    (true, false, ["TERM": "xterm"], false),
    (false, true, ["TERM": "xterm"], false),
  ])
  func theFullScreenNeedsTwoTerminalsAndATermThatTakesEscapes(
    input: Bool, output: Bool, environment: [String: String], shows: Bool
  ) {
    #expect(
      Terminal.canShowFullScreen(
        inputIsTerminal: input, outputIsTerminal: output, environment: environment) == shows)
  }
}
