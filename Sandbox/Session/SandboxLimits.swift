/// Every limit of the Sandbox, in one place: `--help` and the README list the same numbers.
///
/// Past each limit a command is refused with a one-line error and the state stays as it was; a
/// line past ``lineBytes`` is refused as a whole and its bytes are skipped without being kept.
enum SandboxLimits {
  /// The longest input line, in bytes before its line ending ("\n" or "\r\n").
  static let lineBytes = 65_536
  /// The largest count one command takes: `add`, `remove`, `add-section` and each count of `data`.
  static let count = 10_000
  /// The most rows (or items) one section holds.
  static let sectionItems = 100_000
  /// The most rows (or items) of all sections together.
  static let totalItems = 1_000_000
  /// The most sections a list has.
  static let sections = 100
  /// The longest text, in characters as typed: titles, details, button titles, header and
  /// footer texts, loading and failure texts, failure messages and image names.
  static let textCharacters = 500
  /// The most pages of a paged list: `pages SIZE END` takes an END up to this, and without
  /// END the pages end here (or sooner, at ``sectionItems`` rows).
  static let pages = 1_000
  /// The largest offset `scroll` takes, in points (the list's content may be taller than
  /// ``length``).
  static let scrollOffset = 100_000_000.0
  /// The largest width, height, inset or tap coordinate, in points.
  static let length = 10_000.0
  /// The longest `svg` waits for a FIFO's reader to take more of the picture.
  static let writeStall = Duration.seconds(5)
  /// How many section counts a status line lists before it says how many more there are.
  static let statusSections = 20
}
