/// Turns a filled canvas into text: a border around it, and ANSI colours when asked for.
struct TextOutput {
  let canvas: TextCanvas
  let usesColor: Bool

  var string: String {
    let border = "+" + String(repeating: "-", count: canvas.columns) + "+"
    var lines = [paint(border, nil)]
    for row in 0..<canvas.rows {
      lines.append(paint("|", nil) + line(row) + paint("|", nil))
    }
    lines.append(paint(border, nil))
    return lines.joined(separator: "\n") + "\n"
  }

  private func line(_ row: Int) -> String {
    var text = ""
    var current: DisplayItem.Role?? = .none
    for column in 0..<canvas.columns {
      guard let character = canvas.cells[row][column] else { continue }
      let role = canvas.roles[row][column]
      if usesColor, current != .some(role) {
        text += Self.code(for: role)
        current = .some(role)
      }
      text.append(character)
    }
    if usesColor { text += Self.reset }
    return text
  }

  private func paint(_ text: String, _ role: DisplayItem.Role?) -> String {
    usesColor ? Self.code(for: role) + text + Self.reset : text
  }

  private static let reset = "\u{1B}[0m"

  /// One ANSI style per role: accessories cyan, image yellow, title bold green, frame dim.
  private static func code(for role: DisplayItem.Role?) -> String {
    guard let role else { return "\u{1B}[2m" }
    switch role {
    case .header, .footer: return "\u{1B}[0;36m"
    case .image: return "\u{1B}[0;33m"
    case .title: return "\u{1B}[1;32m"
    case .detail: return "\u{1B}[0;32m"
    case .button: return "\u{1B}[1;34m"
    case .list: return "\u{1B}[2m"
    default: return "\u{1B}[0m"
    }
  }
}
