/// What a screen reader should be told when a placeholder appears or changes: the text to
/// speak, how urgently, and which placeholder caused it.
///
/// A list emits one through ``EmptyStateController/onAnnouncement(_:)``; a host posts it, on
/// iOS with `UIAccessibility.post(notification: .announcement, argument:)`, on Android through
/// a live region (see the article "Telling Screen Readers").
///
/// The text is what the placeholder reads to a screen reader: its title, then its description
/// (``EmptyStatePlaceholder/accessibilityLabel``). It never holds a control character (each
/// run of control characters, line and paragraph separators and other white space becomes one
/// space, and the ends are trimmed) and never more than ``maximumLength`` characters.
public struct EmptyStateAnnouncement: Hashable, Sendable {
  /// How urgently an announcement interrupts what the screen reader is saying.
  public enum Politeness: String, Hashable, Sendable, CaseIterable {
    /// Waits until the screen reader has finished what it is saying.
    case polite
    /// Interrupts what the screen reader is saying: a failure.
    case assertive
  }

  /// The most characters (grapheme clusters) a text keeps; a longer one is cut to one less,
  /// and "…" ends it.
  public static let maximumLength = 500

  /// What to speak; never empty when emitted by a list.
  public let text: String
  /// How urgently to speak it.
  public let politeness: Politeness
  /// Which kind of placeholder caused it; ``PlaceholderKind/empty`` for a section's placeholder.
  public let kind: PlaceholderKind
  /// The section whose placeholder caused it, or `nil` for the list's own placeholder.
  public let section: Int?

  /// Creates an announcement, with `text` made safe to speak: control characters and runs of
  /// white space become one space, the ends are trimmed, and a text longer than
  /// ``maximumLength`` is cut.
  ///
  /// - Parameters:
  ///   - text: What to speak.
  ///   - politeness: How urgently; by default, the politeness of `kind`
  ///     (``Politeness-swift.enum``).
  ///   - kind: Which kind of placeholder caused it.
  ///   - section: The section whose placeholder caused it; `nil` for the list's own.
  public init(
    text: String, politeness: Politeness? = nil, kind: PlaceholderKind, section: Int? = nil
  ) {
    self.text = Self.speakable(text)
    self.politeness = politeness ?? Self.politeness(of: kind)
    self.kind = kind
    self.section = section
  }

  /// The politeness of a placeholder of `kind`: assertive for a failure, which the user must
  /// hear now; polite for an empty list and a load under way, which can wait for a pause.
  ///
  /// - Parameter kind: The kind of placeholder.
  /// - Returns: Its politeness.
  public static func politeness(of kind: PlaceholderKind) -> Politeness {
    switch kind {
    case .failure: .assertive
    case .empty, .loading: .polite
    }
  }

  static func speakable(_ text: String) -> String {
    var result = ""
    var count = 0
    var pendingSpace = false
    var isCut = false
    for character in text {
      if character.isWhitespace || character.unicodeScalars.contains(where: isUnspeakable) {
        pendingSpace = count > 0
        continue
      }
      let needed = pendingSpace ? 2 : 1
      guard count + needed <= maximumLength else {
        isCut = true
        break
      }
      if pendingSpace { result.append(" ") }
      result.append(character)
      count += needed
      pendingSpace = false
    }
    guard isCut else { return result }
    // One character makes room for the ellipsis, with no space before it.
    if count == maximumLength { result.removeLast() }
    while result.last == " " { result.removeLast() }
    return result + "…"
  }

  private static func isUnspeakable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
