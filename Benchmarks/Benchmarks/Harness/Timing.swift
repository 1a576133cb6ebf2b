/// Times loops with `ContinuousClock`: a body runs `iterations` times inside one measurement, so
/// the closure call is paid once per sample, not once per iteration.
enum Timing {
  /// Nanoseconds per iteration of one run of `body(iterations)`.
  static func nanoseconds(iterations: Int, _ body: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure { body(iterations) }
    let (seconds, attoseconds) = elapsed.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    return nanoseconds / Double(max(1, iterations))
  }

  /// The number of iterations that makes one run of `body` last about `target` nanoseconds.
  static func calibrate(target: Double, _ body: (Int) -> Void) -> Int {
    var iterations = 1
    while true {
      let perIteration = nanoseconds(iterations: iterations, body)
      if perIteration * Double(iterations) >= target / 4 || iterations >= 1 << 26 {
        return max(1, Int(target / max(perIteration, 0.01)))
      }
      iterations *= 4
    }
  }
}

/// The median and spread of a set of numbers.
struct Statistics {
  let median: Double
  /// The interquartile range relative to the median: how noisy the numbers were.
  let spread: Double

  init(_ values: [Double]) {
    let sorted = values.sorted()
    func quantile(_ q: Double) -> Double {
      guard !sorted.isEmpty else { return .nan }
      let position = q * Double(sorted.count - 1)
      let low = Int(position.rounded(.down))
      let high = min(sorted.count - 1, low + 1)
      return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
    median = quantile(0.5)
    spread = median == 0 ? 0 : (quantile(0.75) - quantile(0.25)) / median
  }
}
