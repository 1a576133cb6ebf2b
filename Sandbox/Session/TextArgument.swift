/// Reads a text argument: the words joined by spaces, at most ``SandboxLimits/textCharacters``
/// as typed, with every control character made visible (see ``TerminalText``).
///
/// Text reaches the list's views, the pictures and the SVG only through here, so no picture
/// holds a control character the user typed, even when it is drawn in colour.
enum TextArgument {
  /// The text of `words`, checked and made safe.
  ///
  /// - Parameters:
  ///   - words: The words of the text, joined with single spaces.
  ///   - command: The command, for the error.
  ///   - usage: What the command expects, for the error.
  ///   - what: What the text is, for the error ("title", "text", "name").
  /// - Returns: The text, its control characters shown as escapes.
  /// - Throws: ``CommandError`` for an empty text or one that is too long.
  static func read(
    _ words: [String], _ command: String, _ usage: String, what: String = "text"
  ) throws(CommandError) -> String {
    let text = words.joined(separator: " ")
    guard !text.isEmpty else { throw .usage(command, usage, "the \(what) is missing") }
    guard text.count <= SandboxLimits.textCharacters else {
      throw .usage(
        command, usage,
        "the \(what) is longer than \(SandboxLimits.textCharacters) characters")
    }
    return TerminalText.visible(text)
  }
}
