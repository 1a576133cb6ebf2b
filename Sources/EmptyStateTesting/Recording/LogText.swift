/// Text from an app (a title, say) made safe for a log line: control characters, which could
/// move a terminal's cursor or break the line, are written as `\u{...}` escapes, and the text is
/// cut after ``maximumCharacters`` characters.
enum LogText {
  static let maximumCharacters = 200

  static func escaped(_ text: String) -> String {
    var result = ""
    for (index, character) in text.enumerated() {
      if index == maximumCharacters {
        result += "…"
        break
      }
      for scalar in character.unicodeScalars {
        let isControl = scalar.properties.generalCategory == .control
        result += isControl ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
      }
    }
    return result
  }
}
