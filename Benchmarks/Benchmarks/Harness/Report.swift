import Foundation

/// One line of results: a measured value, its bar, and whether the bar is met.
struct ReportLine {
  /// What the value counts.
  enum Unit: String {
    /// Instructions, counted exactly by callgrind.
    case instructions
    /// Heap allocations, counted by the malloc interposer.
    case allocations
    /// Bytes: requested from malloc, or live on the heap.
    case bytes
    /// Layout passes.
    case layouts
    /// A ratio of two measurements (a share, a speedup, a growth factor).
    case ratio
  }

  enum Bar {
    case atMost(Double)
    case atLeast(Double)
    case exactly(Double)
    case none

    func isMet(by value: Double) -> Bool {
      switch self {
      case .atMost(let limit): return value <= limit
      case .atLeast(let limit): return value >= limit
      case .exactly(let target): return value == target
      case .none: return true
      }
    }

    var text: String {
      switch self {
      case .atMost(let limit): return "<= \(format(limit))"
      case .atLeast(let limit): return ">= \(format(limit))"
      case .exactly(let target): return "== \(format(target))"
      case .none: return "-"
      }
    }
  }

  let name: String
  let metric: String
  let value: Double
  let unit: Unit
  let spread: Double?
  let bar: Bar
  let context: String

  var isMet: Bool { bar.isMet(by: value) }

  /// The machine-readable form, one line a figure, its fields in this order:
  /// `BENCH name=attach-bytes value=971 unit=bytes bar=<=1024 met=yes metric=bytes`; a timed
  /// ratio adds `spread=` before `metric=`, and a figure without a bar reads `bar=-`.
  var machineLine: String {
    var line = "BENCH name=\(name) value=\(format(value)) unit=\(unit.rawValue)"
    line += " bar=\(bar.text.replacingOccurrences(of: " ", with: "")) met=\(isMet ? "yes" : "no")"
    if let spread { line += " spread=\(format(spread))" }
    return line + " metric=\(metric)"
  }
}

/// Prints the results as a table for people, then one machine-readable line per result.
struct Report {
  private(set) var lines: [ReportLine] = []

  mutating func add(_ line: ReportLine) {
    lines.append(line)
    print(line.machineLine)
  }

  func printTable() {
    let header = ["scenario", "metric", "value", "spread", "bar", "met", "context"]
    let rows =
      [header]
      + lines.map {
        [
          $0.name, $0.metric, format($0.value), $0.spread.map { format($0) } ?? "-", $0.bar.text,
          $0.isMet ? "yes" : "NO", $0.context,
        ]
      }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    print("")
    for (index, row) in rows.enumerated() {
      let cells = row.enumerated().map { column, cell in
        cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }
      print("| " + cells.joined(separator: " | ") + " |")
      if index == 0 {
        print(
          "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
      }
    }
  }
}

/// A number with three significant decimals, no exponent for the sizes seen here.
func format(_ value: Double) -> String {
  guard value.isFinite else { return String(value) }
  if value.rounded() == value, abs(value) < 1e12 { return String(Int(value)) }
  let magnitude = abs(value)
  let decimals = magnitude >= 100 ? 1 : magnitude >= 1 ? 3 : 4
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  return String((value * scale).rounded() / scale)
}
