/// The lines that differ between a golden picture and a new one, as `-` (golden) and `+` (now)
/// lines with two lines of context around each change.
///
/// Unchanged lines at both ends are skipped first; the middle is compared by longest common
/// subsequence, which is quadratic, so a middle of more than ``maximumComparedLines`` lines on
/// either side is shown as all removed and all added. At most ``maximumShownLines`` lines are
/// shown; the rest are counted.
struct LineDiff {
  static let maximumComparedLines = 2_000
  static let maximumShownLines = 60
  private static let context = 2

  let text: String

  init(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var lines = old[max(0, prefix - Self.context)..<prefix].map { "  " + $0 }
    lines += Self.middle(oldMiddle, newMiddle)
    lines += old[(old.count - suffix)..<min(old.count, old.count - suffix + Self.context)]
      .map { "  " + $0 }
    if lines.count > Self.maximumShownLines {
      let hidden = lines.count - Self.maximumShownLines
      lines = Array(lines.prefix(Self.maximumShownLines)) + ["… \(hidden) more lines"]
    }
    text = "@@ line \(prefix + 1) @@\n" + lines.joined(separator: "\n")
  }

  private static func middle(_ old: [String], _ new: [String]) -> [String] {
    guard old.count <= maximumComparedLines, new.count <= maximumComparedLines else {
      return old.map { "- " + $0 } + new.map { "+ " + $0 }
    }
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append("  " + old[i])
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append("- " + old[i])
        i += 1
      } else {
        lines.append("+ " + new[j])
        j += 1
      }
    }
    return lines
  }
}
