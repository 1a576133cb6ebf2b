import EmptyState

/// The parts of the full screen kept between events: its state, the key decoder, the painter,
/// and the list as last drawn.
///
/// The list is drawn again only when it may have changed (after a command, a tap, a frame or a
/// resize), not at every key typed.
struct FullScreenView {
  var state: FullScreenState
  var decoder = TerminalKeyDecoder()
  var painter = ScreenPainter()
  /// The list as last drawn, one line each, safe to print (colour codes kept).
  private var picture: [String] = []
  /// The state line the session drew above it, and the virtual clock's time.
  private var status = ""

  /// A view of a screen in `state`.
  init(state: FullScreenState) {
    self.state = state
  }

  /// Draws `session`'s list again.
  @MainActor
  mutating func redrawList(_ session: SandboxSession) {
    let rendered = session.render()
    let usesColor = session.renderer.usesColor
    var lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    let stateLine = lines.isEmpty ? "" : String(lines.removeFirst())
    picture = lines.map { TerminalText.printable(String($0), keepingColours: usesColor) }
    status =
      TerminalText.visible(stateLine) + " · clock " + SandboxLoads.format(session.loads.now)
  }

  /// What the screen shows now.
  var frame: ScreenFrame {
    let hint =
      state.page == nil
      ? "type a command and press Enter, or click the list; Ctrl-C quits"
      : "any key returns to the list; Ctrl-C quits"
    return ScreenFrame(
      ScreenFrame.Content(
        picture: state.visiblePage ?? picture, messages: state.messages, status: status,
        command: TerminalText.visible(state.command), hint: hint),
      layout: state.layout)
  }
}
