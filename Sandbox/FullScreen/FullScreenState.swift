import EmptyState

/// The full screen's own state and what each key does to it: the command being typed, the last
/// output, and a page of output too long for its lines.
///
/// A sealed state machine: each event returns the ``Action`` its owner, ``FullScreenRunner``,
/// carries out against the session and the terminal. The command line holds at most
/// ``SandboxLimits/lineBytes`` bytes, as a line of a script does.
struct FullScreenState {
  /// What the owner does after an event.
  enum Action: Equatable {
    /// Draw the screen again: only what changed.
    case draw
    /// Draw the whole screen again (Ctrl-L).
    case drawAll
    /// Run the typed line as a command.
    case run(String)
    /// Tap the list at this point.
    case tap(ViewPoint)
    /// Scroll the list by this distance in points (negative: up).
    case scroll(Double)
    /// Stop until the shell continues the Sandbox, then draw the whole screen again.
    case suspend
    /// Leave with this exit status.
    case quit(Int32)
  }

  /// How many lines of the screen one notch of the wheel scrolls the list.
  static let linesPerNotch = 3

  private(set) var layout: ScreenLayout
  /// The command being typed.
  private(set) var command = ""
  private var commandBytes = 0
  /// The last command's output, one line each, safe to print.
  private(set) var messages: [String] = []
  /// Output too long for ``ScreenLayout/messageLines``, shown in place of the list until the
  /// next key.
  private(set) var page: [String]?
  /// The first line of ``page`` on the screen.
  private var pageStart = 0

  /// A state for a screen of `size`.
  init(size: ScreenSize) {
    layout = ScreenLayout(size: size)
  }

  /// What `key` does, for a list of `listSize` points (where a click lands).
  mutating func handle(_ key: TerminalKey, listSize: ViewSize) -> Action? {
    // Space shows the rest of a page; any other key but Ctrl-C and Ctrl-Z puts it away.
    if let page, key != .interrupt, key != .suspend {
      let rows = layout.pictureRows.count
      if key == .text(" "), page.count - pageStart > rows {
        pageStart += max(1, rows - 1)
      } else {
        self.page = nil
      }
      return .draw
    }
    switch key {
    case .text(let scalar):
      let bytes = UTF8.width(scalar)
      guard commandBytes + bytes <= SandboxLimits.lineBytes else {
        messages = ["the command line holds at most \(SandboxLimits.lineBytes) bytes"]
        return .draw
      }
      command.unicodeScalars.append(scalar)
      commandBytes += bytes
    case .backspace:
      guard let last = command.popLast() else { return nil }
      commandBytes -= last.utf8.count
    case .clearLine:
      command = ""
      commandBytes = 0
    case .enter:
      defer {
        command = ""
        commandBytes = 0
      }
      return .run(command)
    case .endOfInput:
      return command.isEmpty ? .quit(SandboxMain.Status.success) : nil
    case .redraw:
      return .drawAll
    case .click(let column, let row):
      if let point = layout.point(column: column, row: row, listSize: listSize) {
        return .tap(point)
      }
      messages = ["a click outside the list (column \(column), row \(row)) does nothing"]
    case .wheelUp, .wheelDown:
      let distance = Double(Self.linesPerNotch) * layout.cell.height
      return .scroll(key == .wheelUp ? -distance : distance)
    case .interrupt:
      return .quit(SandboxMain.Status.interrupted)
    case .suspend:
      return .suspend
    }
    return .draw
  }

  /// Shows `output` (texts that may hold several lines) under the list; output too long for its
  /// lines is a page in the list's place, or with `asPage` false, its last lines only.
  mutating func show(_ output: [String], asPage: Bool = true) {
    let lines = output.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map { TerminalText.visible(String($0)) }
    if asPage, lines.count > ScreenLayout.messageLines {
      page = lines
      pageStart = 0
      messages = []
    } else {
      if asPage { page = nil }
      messages = Array(lines.suffix(ScreenLayout.messageLines))
    }
  }

  /// The part of ``page`` the list's rows hold, its last line saying how to see the rest;
  /// `nil` without a page.
  var visiblePage: [String]? {
    guard let page else { return nil }
    let rows = layout.pictureRows.count
    let rest = page[min(pageStart, page.count)...]
    guard rest.count > rows, rows > 1 else { return Array(rest.prefix(rows)) }
    let shown = rest.prefix(rows - 1)
    return shown + ["… \(rest.count - shown.count) more lines: Space shows them"]
  }

  /// The terminal's size changed to `size`.
  ///
  /// - Returns: Whether the layout changed.
  mutating func resize(to size: ScreenSize) -> Bool {
    guard size != layout.size else { return false }
    layout = ScreenLayout(size: size, cell: layout.cell)
    return true
  }
}
