import Foundation

extension Scenarios {
  /// Exact instruction counts per reload, with callgrind: the bars of the hot path.
  mutating func instructions() {
    guard let counter = InstructionCounter() else {
      return report.add(
        ReportLine(
          name: "instructions", metric: "per-reload", value: .nan, unit: .instructions, spread: nil,
          bar: .none,
          context: "skipped: valgrind is not installed"))
    }
    defer { counter.cleanUp() }
    var measured: [String: Double] = [:]
    func count(_ scene: String) -> Double {
      if let known = measured[scene] { return known }
      let value = counter.instructionsPerStep(scene, steps: Self.steps(for: scene, settings))
      measured[scene] = value ?? .nan
      return value ?? .nan
    }
    let barSizes = ["1x100", "100-sections", "10000-sections"]
    for size in barSizes {
      let bare = count("bare-\(size)")
      let attached = count("attached-\(size)")
      add(
        "attached-minus-bare-\(size)", "instructions", attached - bare, .atMost(100),
        "bare \(format(bare)), attached \(format(attached)), view hidden")
    }
    let direct = count("direct-1x100")
    let bare = count("bare-1x100")
    add(
      "hook-runtime-without-hooks-1x100", "over-direct", bare / direct - 1, .atMost(0.10),
      "work called directly \(format(direct)), through the runtime \(format(bare))", unit: .ratio)
    let one = count("hooks-1-1x100")
    let ten = count("hooks-10-1x100")
    add(
      "each-additional-after-hook", "instructions", (ten - one) / 9, .atMost(50),
      "1 hook \(format(one)), 10 hooks \(format(ten))")
    add("first-after-hook", "instructions", one - bare, .none, "over a point with no hook")
    for size in barSizes {
      let ours = count("attached-\(size)")
      let dzn = count("dzn-\(size)")
      add(
        "with-rows-vs-dzn-\(size)", "ours/dzn", ours / dzn, .atMost(1.0),
        "ours \(format(ours)), DZN-faithful \(format(dzn)), seed variant \(format(count("seed-\(size)")))",
        unit: .ratio)
      let oursEmpty = count("attached-empty-\(size)")
      let dznEmpty = count("dzn-empty-\(size)")
      add(
        "empty-vs-dzn-\(size)", "dzn/ours", dznEmpty / oursEmpty, .atLeast(2),
        "ours \(format(oursEmpty)), DZN-faithful \(format(dznEmpty))", unit: .ratio)
    }
    var flipCosts: [Double] = []
    for size in [100, 10_000] {
      let none = count("sp-none-\(size)-sections")
      let shown = count("sp-shown-\(size)-sections")
      add(
        "section-placeholders-no-flip-\(size)-sections", "over-none", shown / none - 1,
        .atMost(0.05),
        "one empty section showing its placeholder \(format(shown)), the same reload without "
          + "section placeholders \(format(none))", unit: .ratio)
      let flip = count("sp-flip-\(size)-sections")
      let full = count("sp-full-\(size)-sections")
      add(
        "section-placeholders-none-shown-\(size)-sections", "over-none", full / none - 1, .none,
        "section placeholders set, no section empty \(format(full))", unit: .ratio)
      let cost = flip - (shown + full) / 2
      flipCosts.append(cost)
      add(
        "section-flip-\(size)-sections", "instructions", cost, .none,
        "a reload that shows or hides one section's placeholder, over the mean of the two "
          + "reloads that flip nothing")
    }
    add(
      "section-flip-flatness", "10000/100", flipCosts[1] / flipCosts[0], .atMost(1.1),
      "one flip at 10,000 sections over one at 100", unit: .ratio)
    if ProfileLoops.scenes["uikit-bare-1x100"] != nil {
      let bareUIKit = count("uikit-bare-1x100")
      let attachedUIKit = count("uikit-attached-1x100")
      add(
        "uikit-attached-over-bare-1x100", "over-bare", attachedUIKit / bareUIKit - 1, .atMost(0.10),
        "a steady reload and layout of 100 rows: UIKit's table \(format(bareUIKit)), "
          + "EmptyStateTableView with an empty view \(format(attachedUIKit))", unit: .ratio)
    }
    let perApply = counter.instructionsPerStep("diff-apply-10000", steps: settings.isQuick ? 4 : 8)
    add(
      "diff-apply-10000-instructions", "per-item", (perApply ?? .nan) / 10_000, .atMost(1_000),
      "diff and apply of 10,000 items, 10% moved, 5% inserted, 5% deleted")
    guard !settings.isQuick else { return }
    for (size, _) in ProfileLoops.sizes where !barSizes.contains(size) {
      add(
        "scaling-\(size)", "instructions", count("attached-\(size)"), .none,
        "bare \(format(count("bare-\(size)"))), DZN-faithful \(format(count("dzn-\(size)")))")
    }
  }

  /// Adds a figure of this group: instructions, unless `unit` says otherwise.
  private mutating func add(
    _ name: String, _ metric: String, _ value: Double, _ bar: ReportLine.Bar, _ context: String,
    unit: ReportLine.Unit = .instructions
  ) {
    report.add(
      ReportLine(
        name: name, metric: metric, value: value, unit: unit, spread: nil, bar: bar,
        context: context))
  }

  /// Steps per run: about ten million instructions of loop (a reload costs roughly fifteen
  /// per section over a fixed part), so that the loop dwarfs what varies from run to run.
  private static func steps(for scene: String, _ settings: BenchmarkSettings) -> Int {
    let sections =
      ProfileLoops.sizes.first { scene.hasSuffix($0.name) }.map { max(1, $0.counts.count) } ?? 1
    let steps = max(4, 10_000_000 / (sections * 15 + 2_000))
    return settings.isQuick ? max(4, steps / 2) : steps
  }
}
