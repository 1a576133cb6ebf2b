/// One thing a person did at the terminal, decoded from the bytes the terminal sent.
enum TerminalKey: Equatable {
  /// A character to type into the command line (never a control character).
  case text(Unicode.Scalar)
  /// Return or Enter: run the command line.
  case enter
  /// Backspace (DEL or Ctrl-H): delete the last character.
  case backspace
  /// Ctrl-C: leave the Sandbox.
  case interrupt
  /// Ctrl-Z: stop the Sandbox until the shell continues it (`fg`).
  case suspend
  /// Ctrl-D: the end of the input, when the command line is empty.
  case endOfInput
  /// Ctrl-U: clear the command line.
  case clearLine
  /// Ctrl-L: draw the whole screen again.
  case redraw
  /// A press of the primary mouse button on the cell at `column`, `row` (both from 1).
  case click(column: Int, row: Int)
  /// One notch of the mouse wheel away from the user (SGR button 64): the list scrolls up.
  case wheelUp
  /// One notch of the mouse wheel towards the user (SGR button 65): the list scrolls down.
  case wheelDown
}
