/// Every escape sequence the full-screen Sandbox writes, in one place.
///
/// They are the xterm control sequences that terminals in use today understand (xterm, VTE,
/// iTerm2, kitty, the Linux console for all but the mouse):
///
/// | Sequence | Effect |
/// | --- | --- |
/// | `ESC [ ? 1049 h` / `l` | save the cursor and switch to the alternate screen / back |
/// | `ESC [ ? 1000 h` / `l` | report mouse button presses and releases / stop |
/// | `ESC [ ? 1006 h` / `l` | report them as `ESC [ < b ; x ; y M` (press) or `m` (release) |
/// | `ESC [ ? 25 l` / `h` | hide / show the cursor |
/// | `ESC [ row ; column H` | move the cursor (both from 1) |
/// | `ESC [ 2 K`, `ESC [ 2 J` | clear the line / the whole screen |
/// | `ESC [ 7 m`, `ESC [ 2 m` | reverse video (the status line) / faint (the hint) |
/// | `ESC [ 0 m` | plain text again |
/// | `CAN` (0x18) | cancel a sequence cut off half-written (before the restore codes) |
///
/// Nothing typed or drawn is ever written as one of these: every text passes through
/// ``TerminalText`` first, which shows control characters as escapes, and only these constants
/// and numbers are written around it. The mouse reports come back in through
/// ``TerminalKeyDecoder``.
enum TerminalCodes {
  /// Switches to the alternate screen, turns on mouse reporting and clears the screen.
  static let enter = "\u{1B}[?1049h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J"

  /// Puts the terminal back: cancels a half-written sequence, plain text, mouse reporting off,
  /// the cursor shown, and the normal screen with its cursor, last.
  static let leave = "\u{18}\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

  static let hideCursor = "\u{1B}[?25l"
  static let showCursor = "\u{1B}[?25h"
  static let clearScreen = "\u{1B}[2J"
  static let clearLine = "\u{1B}[2K"
  static let reverseVideo = "\u{1B}[7m"
  static let faint = "\u{1B}[2m"
  static let resetStyle = "\u{1B}[0m"

  /// Moves the cursor to `row`, `column` (both from 1).
  static func moveCursor(row: Int, column: Int) -> String {
    "\u{1B}[\(row);\(column)H"
  }
}
