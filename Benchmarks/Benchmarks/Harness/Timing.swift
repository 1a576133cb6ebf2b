#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times loops with `ContinuousClock`: a body runs `iterations` times inside one measurement, so
/// the closure call is paid once per sample, not once per iteration.
enum Timing {
  /// What a measurement reads.
  enum Clock {
    /// Elapsed time.
    case wall
    /// The CPU time of the calling thread: what the work itself cost, which a busy shared
    /// machine does not inflate (elapsed time of a long sample includes the time slices given
    /// to other processes, so long samples would look worse than short ones).
    case threadCPU
  }

  /// Nanoseconds per iteration of one run of `body(iterations)`.
  static func nanoseconds(iterations: Int, clock: Clock = .wall, _ body: (Int) -> Void) -> Double {
    let nanoseconds: Double
    switch clock {
    case .wall:
      let elapsed = ContinuousClock().measure { body(iterations) }
      let (seconds, attoseconds) = elapsed.components
      nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    case .threadCPU:
      let start = threadCPUNanoseconds()
      body(iterations)
      nanoseconds = threadCPUNanoseconds() - start
    }
    return nanoseconds / Double(max(1, iterations))
  }

  /// The CPU time the calling thread has used, in nanoseconds.
  private static func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  /// The number of iterations that makes one run of `body` last about `target` nanoseconds.
  static func calibrate(target: Double, clock: Clock = .wall, _ body: (Int) -> Void) -> Int {
    var iterations = 1
    while true {
      let perIteration = nanoseconds(iterations: iterations, clock: clock, body)
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
