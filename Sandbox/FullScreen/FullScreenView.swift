import EmptyState

/// The parts of the full screen kept between events: its state, the key decoder, the painter,
/// and the list as last drawn.
///
/// The list is drawn again only when it may have changed (after a command, a tap, a frame in
/// which something happened, a resize), and cut to the screen only when it or the screen's size
/// changed: a key typed costs the command line, not the list.
struct FullScreenView {
  var state: FullScreenState
  var decoder = TerminalKeyDecoder()
  var painter = ScreenPainter()
  /// The list as last drawn, one line each, safe to print (colour codes kept).
  private var picture: [String] = []
  /// ``picture`` cut to the screen, and the width and rows it was cut for.
  private var cutPicture: (width: Int, rows: Int, lines: [ScreenLine])?
  /// The state line the session drew above the list.
  private var stateLine = ""
  /// The virtual clock's time.
  private var clock = ""

  /// A view of a screen in `state`.
  init(state: FullScreenState) {
    self.state = state
  }

  /// Draws `session`'s list again.
  @MainActor
  mutating func redrawList(_ session: SandboxSession) {
    let usesColor = session.renderer.usesColor
    var lines = session.render().split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    stateLine = lines.isEmpty ? "" : TerminalText.visible(String(lines.removeFirst()))
    picture = lines.map { TerminalText.printable(String($0), keepingColours: usesColor) }
    cutPicture = nil
    showClock(of: session)
  }

  /// Shows the time of `session`'s virtual clock, the list as it was.
  @MainActor
  mutating func showClock(of session: SandboxSession) {
    clock = SandboxLoads.format(session.loads.now)
  }

  /// What the screen shows now.
  mutating func frame() -> ScreenFrame {
    let layout = state.layout
    let width = layout.size.columns
    let hint: String
    let lines: [ScreenLine]
    if let page = state.visiblePage {
      hint = "any key returns to the list; Ctrl-C quits"
      lines = page.map { ScreenLine($0, width: width) }
    } else {
      hint = "type a command and press Enter, or click the list; Ctrl-C quits"
      lines = cutList(width: width, rows: layout.pictureRows.count)
    }
    return ScreenFrame(
      ScreenFrame.Content(
        picture: lines, messages: state.messages, status: stateLine + " · clock " + clock,
        command: TerminalText.visible(state.command), hint: hint),
      layout: layout)
  }

  /// The rows of the list that fit `rows` rows of `width` columns.
  private mutating func cutList(width: Int, rows: Int) -> [ScreenLine] {
    if let cut = cutPicture, cut.width == width, cut.rows == rows { return cut.lines }
    let lines = picture.prefix(rows).map { ScreenLine($0, width: width) }
    cutPicture = (width, rows, lines)
    return lines
  }
}
