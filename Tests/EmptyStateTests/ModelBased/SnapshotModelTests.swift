import EmptyState
import Foundation
import TestSupport
import Testing

/// Random diffable applies on real tables and collections, checked after every step against
/// the snapshot and the decision table, with no leak at the end of any seed.
///
/// Random unique identifiers, random reorderings, sections appearing and vanishing, duplicates
/// injected, phases, content rules and presentation changing in between. Seeded and
/// reproducible: a failure prints its seed and the shortest sequence of steps that still fails.
/// A plain `swift test` runs 100 seeds; `EMPTYSTATE_SOAK=1` (set by `.ci/run`) runs 300 and
/// `EMPTYSTATE_LONG_RUN=1` 30,000 (``ModelRunLength``).
@Suite @MainActor struct SnapshotModelTests {
  static let stepsPerSeed = 40
  static var seedCount: Int {
    ModelRunLength.seeds(quick: 100, soak: 300, long: 30_000)
  }

  @Test func randomAppliesKeepTheListAndThePlaceholderInStep() throws {
    var failures = 0
    for seed in 0..<UInt64(Self.seedCount) {
      let steps = Self.steps(seed: seed)
      let useCollection = seed % 2 == 1
      guard let failure = try Self.run(steps, useCollection: useCollection) else { continue }
      failures += 1
      let shortest = try Self.shrink(steps, useCollection: useCollection)
      Issue.record(
        """
        seed \(seed) (\(useCollection ? "collection" : "table")): \(failure)
        shortest failing sequence (\(shortest.count) steps):
        \(shortest.map { "  " + $0.description }.joined(separator: "\n"))
        """)
      if failures == 3 { break }
    }
  }

  @Test func appliesChainedFromCompletionsAndHooksEndAtTheLastSnapshot() throws {
    var failures = 0
    for seed in 0..<UInt64(Self.seedCount / 2) {
      let steps = Self.chainedSteps(seed: seed)
      let useCollection = seed % 2 == 1
      guard let failure = try Self.run(steps, useCollection: useCollection) else { continue }
      failures += 1
      let shortest = try Self.shrink(steps, useCollection: useCollection)
      Issue.record(
        """
        seed \(seed) (\(useCollection ? "collection" : "table")): \(failure)
        shortest failing sequence (\(shortest.count) steps):
        \(shortest.map { "  " + $0.description }.joined(separator: "\n"))
        """)
      if failures == 3 { break }
    }
  }

  /// The steps of `seed` with pairs of applies joined into chains, from a completion or a hook.
  static func chainedSteps(seed: UInt64) -> [SnapshotOperation] {
    var result: [SnapshotOperation] = []
    var pending: SnapshotOperation.Snapshot?
    for (index, step) in steps(seed: seed).enumerated() {
      guard case .apply(let target, false) = step else {
        result.append(step)
        continue
      }
      if let first = pending {
        result.append(.chain(first, then: target, fromHook: index % 3 == 0))
        pending = nil
      } else {
        pending = target
      }
    }
    return result
  }

  @Test func stepsAreReproducibleAndVaried() {
    let steps = Self.steps(seed: 42)
    #expect(steps == Self.steps(seed: 42))
    #expect(steps != Self.steps(seed: 43))
    #expect(steps.contains { if case .apply = $0 { true } else { false } })
    #expect(steps.contains { if case .injectDuplicate = $0 { true } else { false } })
  }

  @Test func aBrokenExpectationIsCaught() throws {
    // A list whose rule is set behind the driver's back must fail the placeholder check.
    var snapshot = ListSnapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([1])
    let tracker = LifetimeTracker()
    let driver = try SnapshotModelDriver(useCollection: false, tracker: tracker)
    driver.list.setRule(ignoring: [0])
    #expect(driver.run(.apply(snapshot, usingReload: false)) != nil)
  }

  static func steps(seed: UInt64) -> [SnapshotOperation] {
    var generator = SnapshotOperationGenerator(random: SplitMix64Box(seed: seed))
    return (0..<stepsPerSeed).map { _ in generator.next() }
  }

  /// Runs `steps` on a fresh list; the first broken invariant, or a leak, or `nil`.
  static func run(_ steps: [SnapshotOperation], useCollection: Bool) throws -> String? {
    let tracker = LifetimeTracker()
    var failure: String?
    do {
      let driver = try SnapshotModelDriver(useCollection: useCollection, tracker: tracker)
      for (index, step) in steps.enumerated() {
        if let broken = driver.run(step) {
          failure = "after step \(index) (\(step)): \(broken)"
          break
        }
      }
    }
    if failure == nil, !tracker.leaks.isEmpty {
      failure = "leaked at the end: \(tracker.leaks.joined(separator: ", "))"
    }
    return failure
  }

  /// The shortest sequence found by removing steps one at a time while it still fails.
  static func shrink(_ steps: [SnapshotOperation], useCollection: Bool) throws
    -> [SnapshotOperation]
  {
    var current = steps
    var index = current.count - 1
    while index >= 0 {
      var candidate = current
      candidate.remove(at: index)
      if try run(candidate, useCollection: useCollection) != nil { current = candidate }
      index = min(index - 1, current.count - 1)
    }
    return current
  }
}
