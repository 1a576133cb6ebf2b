/// A generated script: its lines as bytes, how each one ends, and what the Sandbox must do
/// with them.
struct FuzzScript: CustomStringConvertible {
  /// How a line ends.
  enum Ending: CaseIterable {
    case newline
    case crlf
    /// Only for the last line: the input ends without a line ending.
    case none
  }

  var lines: [[UInt8]]
  var endings: [Ending]

  /// The bytes given to the Sandbox.
  var bytes: [UInt8] {
    var bytes: [UInt8] = []
    for (line, ending) in zip(lines, endings) {
      bytes += line
      switch ending {
      case .newline: bytes.append(0x0A)
      case .crlf: bytes += [0x0D, 0x0A]
      case .none: break
      }
    }
    return bytes
  }

  /// How many lines the Sandbox must answer: each one it runs is echoed as `> ...`, each one
  /// too long is one error; blank lines and comments are skipped.
  ///
  /// This restates the documented reading rules: a line ends at "\n" or "\r\n", is refused past
  /// 65,536 bytes, reads as UTF-8 with U+FFFD for the rest, and is trimmed of spaces, tabs and
  /// carriage returns.
  var answeredLines: Int {
    var answered = 0
    for (line, ending) in zip(lines, endings) {
      var content = line + (ending == .crlf ? [0x0D] : [])
      if content.last == 0x0D { content.removeLast() }
      if content.count > 65_536 {
        answered += 1
        continue
      }
      let text = String(decoding: content, as: UTF8.self)
        .trimmingCharacters(in: [" ", "\t", "\r"])
      if !text.isEmpty, !text.hasPrefix("#") { answered += 1 }
    }
    return answered
  }

  /// The script as a reader can copy it into a file: every line escaped, one per line.
  var description: String {
    lines.enumerated().map { index, line in
      let text = String(decoding: line, as: UTF8.self)
      let shown = line.count > 200 ? "<\(line.count) bytes> " + text.prefix(80) : text[...]
      return "\(index + 1): " + shown.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    var view = Substring(self)
    while let first = view.first, set.contains(first) { view.removeFirst() }
    while let last = view.last, set.contains(last) { view.removeLast() }
    return String(view)
  }
}
