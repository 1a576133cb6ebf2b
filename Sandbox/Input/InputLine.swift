/// One line of input, as the Sandbox reads it.
enum InputLine: Equatable {
  /// A line without its line ending ("\n" or "\r\n"); bytes that are not UTF-8 are U+FFFD.
  case text(String)
  /// A line longer than ``SandboxLimits/lineBytes``: refused as soon as it passes the limit,
  /// and the rest of it skipped without being kept.
  case tooLong
}
