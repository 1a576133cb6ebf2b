/// Splits a command line into words: spaces separate, double quotes group.
enum Tokenizer {
  static func words(in line: String) throws(CommandError) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var hasWord = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        hasWord = true
      } else if character.isWhitespace, !quoted {
        if hasWord { words.append(current) }
        current = ""
        hasWord = false
      } else {
        current.append(character)
        hasWord = true
      }
    }
    guard !quoted else {
      throw CommandError(
        description: "unclosed quote; expected a closing \" before the end of the line")
    }
    if hasWord { words.append(current) }
    return words
  }
}
