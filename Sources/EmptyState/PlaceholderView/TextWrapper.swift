struct WrappedText: Hashable {
  var lines: [String]
  var size: ViewSize
}

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
    let space = measure.width(of: " ")
    var current = ""
    var width = 0.0
    for word in paragraph.split(separator: " ") {
      let wordWidth = measure.width(of: word)
      if !current.isEmpty, width + space + wordWidth <= maxWidth {
        current += " "
        current += word
        width += space + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(current) }
      if wordWidth <= maxWidth {
        current = String(word)
        width = wordWidth
      } else {
        (current, width) = breakWord(word, maxWidth: maxWidth, measure: measure, into: &lines)
      }
    }
    lines.append(current)
  }

  /// Emits the full lines of an overlong word and returns its last, partial line and its width.
  private static func breakWord(
    _ word: Substring, maxWidth: Double, measure: FontMeasure,
    into lines: inout [String]
  ) -> (line: String, width: Double) {
    var line = ""
    var width = 0.0
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      let characterWidth = measure.width(of: word[index..<next])
      if !line.isEmpty, width + characterWidth > maxWidth {
        lines.append(line)
        line = ""
        width = 0
      }
      line.append(word[index])
      width += characterWidth
      index = next
    }
    return (line, width)
  }
}
