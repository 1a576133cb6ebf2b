/// The terminal as the full screen uses it: keys and clicks in, frames out, its size, and a way
/// back to how it was.
///
/// ``TerminalDevice`` is the real one; tests drive the full screen with their own.
@MainActor
protocol ScreenDevice: AnyObject {
  /// The terminal's size now.
  var size: ScreenSize { get }

  /// Switches to full-screen mode: raw input, the alternate screen, mouse reporting.
  ///
  /// - Throws: ``SystemError`` when the terminal cannot be switched; it is left as it was.
  func enter() throws(SystemError)

  /// Puts the terminal back as it was before ``enter()``; does nothing when it is not switched.
  func leave()

  /// Puts the terminal back as ``leave()`` does and stops the process, as Ctrl-Z does to a
  /// program in cooked mode; once the process is continued (`fg`), takes the terminal again
  /// as ``enter()`` did, the screen to be drawn whole.
  ///
  /// - Returns: Whether the process stopped; it does not where stopping is ignored.
  /// - Throws: ``SystemError`` when the terminal cannot be taken again.
  func suspend() throws(SystemError) -> Bool

  /// Waits for input, a resize, a request to stop or the end of `timeout`.
  ///
  /// - Parameter timeout: The longest wait; `nil` waits as long as it takes.
  /// - Returns: What ended the wait.
  /// - Throws: ``SystemError`` when the input cannot be read.
  func wait(timeout: Duration?) throws(SystemError) -> ScreenEvent

  /// Writes `text` to the terminal as it is: escape sequences act.
  ///
  /// - Throws: ``SystemError`` when it cannot be written.
  func write(_ text: String) throws(SystemError)
}

/// What ended a wait of a ``ScreenDevice``.
enum ScreenEvent: Equatable {
  /// Bytes typed (keys, mouse reports); possibly none, after an interruption.
  case input([UInt8])
  /// The terminal's size changed.
  case resized
  /// The process was asked to stop (SIGTSTP).
  case suspend
  /// The time to wait passed.
  case timedOut
  /// The input ended: the terminal was closed.
  case endOfInput
}
