/// Two loops measured side by side in the same run: baseline and candidate alternate, sample
/// after sample, and the ratio is taken per pair, so drift on a shared machine cancels out.
struct Comparison {
  let baseline: (Int) -> Void
  let candidate: (Int) -> Void
  /// Elapsed time, or the thread's CPU time (for samples of very different lengths).
  var clock = Timing.Clock.wall

  struct Result {
    /// Median of the per-pair ratios candidate / baseline.
    let ratio: Statistics
    let baselineNanoseconds: Statistics
    let candidateNanoseconds: Statistics
  }

  func run(settings: BenchmarkSettings) -> Result {
    let iterations = min(
      Timing.calibrate(target: settings.sampleNanoseconds, clock: clock, baseline),
      Timing.calibrate(target: settings.sampleNanoseconds, clock: clock, candidate))
    for _ in 0..<settings.warmUpSamples {
      _ = Timing.nanoseconds(iterations: iterations, clock: clock, baseline)
      _ = Timing.nanoseconds(iterations: iterations, clock: clock, candidate)
    }
    var baselines: [Double] = []
    var candidates: [Double] = []
    var ratios: [Double] = []
    for sample in 0..<settings.samples {
      // Alternate which goes first, so neither always runs on a warmer cache.
      let first = sample.isMultiple(of: 2)
      let a = first ? Timing.nanoseconds(iterations: iterations, clock: clock, baseline) : 0
      let b = Timing.nanoseconds(iterations: iterations, clock: clock, candidate)
      let baselineTime =
        first ? a : Timing.nanoseconds(iterations: iterations, clock: clock, baseline)
      baselines.append(baselineTime)
      candidates.append(b)
      ratios.append(b / baselineTime)
    }
    return Result(
      ratio: Statistics(ratios), baselineNanoseconds: Statistics(baselines),
      candidateNanoseconds: Statistics(candidates))
  }
}

/// How long and how often to measure.
struct BenchmarkSettings {
  var samples: Int
  var warmUpSamples: Int
  var sampleNanoseconds: Double

  static let full = BenchmarkSettings(samples: 41, warmUpSamples: 5, sampleNanoseconds: 20_000_000)
  static let quick = BenchmarkSettings(samples: 9, warmUpSamples: 2, sampleNanoseconds: 4_000_000)

  /// Whether these are the quick settings (fewer, shorter samples; fewer instruction counts).
  var isQuick: Bool { samples < Self.full.samples }
}
