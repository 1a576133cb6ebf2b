/// Lines of text and the size they take.
struct WrappedText: Hashable {
  /// The lines, top to bottom.
  var lines: [String]
  /// The width of the widest line and the height of all lines.
  var size: ViewSize
}

/// A text measure bound to one font: what wrapping and layout use.
struct FontMeasure {
  let measure: any TextMeasuring
  let font: FontStyle

  func width(of text: Substring) -> Double {
    measure.width(of: text, font: font)
  }

  var lineHeight: Double {
    measure.lineHeight(for: font)
  }
}

/// Breaks text into lines that fit a width: at spaces first, then inside a word too long for a
/// line of its own.
///
/// Explicit line breaks are kept. Every line holds at least one character, so text always makes
/// progress even in an area narrower than a character.
enum TextWrapper {
  static func layout(_ text: String, maxWidth: Double, measure: FontMeasure) -> WrappedText {
    var lines: [String] = []
    // Any line break counts, "\r\n" included (one Character in Swift, never equal to "\n").
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      wrap(paragraph, maxWidth: maxWidth, measure: measure, into: &lines)
    }
    let width = lines.map { measure.width(of: $0[...]) }.max() ?? 0
    return WrappedText(
      lines: lines, size: ViewSize(width: width, height: Double(lines.count) * measure.lineHeight))
  }

  private static func wrap(
    _ paragraph: Substring, maxWidth: Double, measure: FontMeasure,
    into lines: inout [String]
  ) {
    var current = ""
    for word in paragraph.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if measure.width(of: candidate[...]) <= maxWidth {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      if measure.width(of: word) <= maxWidth {
        current = String(word)
      } else {
        current = breakWord(word, maxWidth: maxWidth, measure: measure, into: &lines)
      }
    }
    lines.append(current)
  }

  /// Emits the full lines of an overlong word and returns its last, partial line.
  private static func breakWord(
    _ word: Substring, maxWidth: Double, measure: FontMeasure,
    into lines: inout [String]
  ) -> String {
    var line = ""
    for character in word {
      let candidate = line + String(character)
      if !line.isEmpty, measure.width(of: candidate[...]) > maxWidth {
        lines.append(line)
        line = String(character)
      } else {
        line = candidate
      }
    }
    return line
  }
}
