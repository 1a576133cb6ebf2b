/// Text made safe to print on a terminal: no character the user typed can act as a control code.
///
/// Every control character (Unicode general category Cc: the C0 codes U+0000 to U+001F, DEL
/// U+007F and the C1 codes U+0080 to U+009F) is shown as its Swift escape, so ESC is printed as
/// the six characters `\u{1B}` and a title `"\u{1B}[2J"` clears nothing. So are U+FFFE and
/// U+FFFF, which are not characters at all and which XML forbids (an exported SVG holding one
/// would not be well-formed). Bytes that are not UTF-8 are already U+FFFD (�) when read.
/// Everything else, CJK, emoji and right-to-left text included, is kept as it is.
///
/// ```swift
/// TerminalText.visible("a\u{1B}[31mb")  // "a\\u{1B}[31mb"
/// ```
enum TerminalText {
  /// `text` with every control character shown as its escape, line breaks included.
  static func visible(_ text: String) -> String {
    escaped(text, keepingLineBreaks: false, keepingColours: false)
  }

  /// `text` ready to print: line breaks kept, every other control character shown as its
  /// escape, and with `keepingColours` the renderer's colour codes (`ESC [` digits and `;`,
  /// then `m`) kept as codes.
  static func printable(_ text: String, keepingColours: Bool) -> String {
    escaped(text, keepingLineBreaks: true, keepingColours: keepingColours)
  }

  /// Whether `scalar` is a control character (C0, DEL or C1).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` is shown as its escape: a control character, U+FFFE or U+FFFF.
  static func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
  }

  /// The escape `scalar` is shown as: `\u{1B}` for ESC.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
  }

  private static func escaped(
    _ text: String, keepingLineBreaks: Bool, keepingColours: Bool
  ) -> String {
    // Most text has nothing to escape: one pass over the scalars finds out.
    guard text.unicodeScalars.contains(where: isShownEscaped) else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if keepingColours, let end = colourCodeEnd(in: scalars, from: index) {
        result.append(contentsOf: scalars[index..<end])
        index = end
        continue
      }
      if !isShownEscaped(scalar) || (keepingLineBreaks && scalar == "\n") {
        result.append(scalar)
      } else {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      }
      index += 1
    }
    return String(result)
  }

  /// The end of the colour code starting at `start` (`ESC [`, digits and `;`, then `m`), if one
  /// starts there.
  private static func colourCodeEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard scalars[start] == "\u{1B}", start + 1 < scalars.count, scalars[start + 1] == "[" else {
      return nil
    }
    var index = start + 2
    while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) {
      index += 1
    }
    return index < scalars.count && scalars[index] == "m" ? index + 1 : nil
  }
}
