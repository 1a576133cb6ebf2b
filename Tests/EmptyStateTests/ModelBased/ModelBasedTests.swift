import EmptyState
import EmptyStateTesting
import Foundation
import TestSupport
import Testing

/// Random operations applied to a real list and to a reference model, with every invariant
/// checked after every operation, and no leak at the end of any seed.
///
/// Traits change and placeholders fade on the manual clock among the other operations, so every
/// invariant also holds with animations in flight (`ListModel+Transitions.swift`).
///
/// Seeded and reproducible: a failure prints its seed and the shortest operation sequence that
/// still fails. A plain `swift test` runs 300 seeds; `EMPTYSTATE_SOAK=1` (set by `.ci/run`) runs
/// 1,000 and `EMPTYSTATE_LONG_RUN=1` 100,000 (``ModelRunLength``).
@Suite @MainActor struct ModelBasedTests {
  static let operationsPerSeed = 200
  static var seedCount: Int {
    ModelRunLength.seeds(quick: 300, soak: 1_000, long: 100_000)
  }

  @Test func randomOperationsKeepEveryInvariantAndLeakNothing() async {
    var failures = 0
    var tracked = 0
    for seed in 0..<UInt64(Self.seedCount) {
      let operations = Self.operations(seed: seed)
      let useCollection = seed % 2 == 1
      let outcome = await Self.run(operations, useCollection: useCollection)
      tracked += outcome.tracked
      guard let failure = outcome.failure else { continue }
      failures += 1
      let shortest = await Self.shrink(operations, useCollection: useCollection)
      Issue.record(
        """
        seed \(seed) (\(useCollection ? "collection" : "table")): \(failure)
        shortest failing sequence (\(shortest.count) operations):
        \(shortest.map { "  " + $0.description }.joined(separator: "\n"))
        """)
      if failures == 3 { break }
    }
    #expect(tracked > Self.seedCount * 5)
  }

  @Test(arguments: ModelStart.allCases.filter { $0 != .reloaded })
  func randomOperationsFromAListNotReloadedKeepEveryInvariant(start: ModelStart) async {
    var failures = 0
    // Other seeds than the main test's, a fifth as many per starting state.
    let seeds = UInt64(1_000_000)..<UInt64(1_000_000 + Self.seedCount / 5)
    for seed in seeds {
      let operations = Self.operations(seed: seed)
      let useCollection = seed % 2 == 1
      let outcome = await Self.run(operations, useCollection: useCollection, start: start)
      guard let failure = outcome.failure else { continue }
      failures += 1
      let shortest = await Self.shrink(operations, useCollection: useCollection, start: start)
      Issue.record(
        """
        seed \(seed) (\(useCollection ? "collection" : "table"), \(start)): \(failure)
        shortest failing sequence (\(shortest.count) operations):
        \(shortest.map { "  " + $0.description }.joined(separator: "\n"))
        """)
      if failures == 3 { break }
    }
  }

  @Test func randomOperationsWithTheClockSwappedKeepEveryInvariant() async {
    var failures = 0
    // Other seeds again; every fifth operation is followed by a new clock, mid-load and
    // mid-fade alike.
    let seeds = UInt64(2_000_000)..<UInt64(2_000_000 + Self.seedCount / 4)
    for seed in seeds {
      let operations = Self.operations(seed: seed).enumerated().flatMap { index, operation in
        index % 5 == 4 ? [operation, .swapClock] : [operation]
      }
      let useCollection = seed % 2 == 1
      let outcome = await Self.run(operations, useCollection: useCollection)
      guard let failure = outcome.failure else { continue }
      failures += 1
      let shortest = await Self.shrink(operations, useCollection: useCollection)
      Issue.record(
        """
        seed \(seed) (\(useCollection ? "collection" : "table"), clock swaps): \(failure)
        shortest failing sequence (\(shortest.count) operations):
        \(shortest.map { "  " + $0.description }.joined(separator: "\n"))
        """)
      if failures == 3 { break }
    }
  }

  @Test func aListNeverReloadedIsCheckedFromItsFirstOperation() async {
    // Attached over rows never fetched, then emptied by an update: the case the suite missed.
    let operations: [ModelOperation] = [
      .attach(.title, tappable: false, title: 1), .deleteRows(section: 0, at: 0, count: 2),
    ]
    // The model expects the empty placeholder after the delete; before the fix, none showed.
    let outcome = await Self.run(operations, useCollection: false, start: .neverReloaded)
    #expect(outcome.failure == nil)
  }

  @Test func theSameSeedGivesTheSameOperations() {
    #expect(Self.operations(seed: 42) == Self.operations(seed: 42))
    #expect(Self.operations(seed: 42) != Self.operations(seed: 43))
  }

  @Test func aBrokenInvariantIsCaughtAndShrunk() async {
    // A model that disagrees with the library on purpose must fail, and shrink to what matters.
    let operations: [ModelOperation] = [
      .reload, .addHook(before: true, .record), .attach(.title, tappable: false, title: 1),
      .setData([1]), .resize(width: 200, height: 200), .reload,
    ]
    let tamper: (ModelDriver) -> Void = { driver in
      driver.model.display = .always  // the model now expects forced display
    }
    #expect(await Self.run(operations, useCollection: false, tamper: tamper).failure != nil)
    let shortest = await Self.shrink(operations, useCollection: false, tamper: tamper)
    // Forced display differs only once the list has rows: attach, rows arrive, reload.
    #expect(shortest == [.attach(.title, tappable: false, title: 1), .setData([1]), .reload])
  }

  @Test func aListThatFadesBehindTheModelsBackIsCaught() async {
    // The model expects placeholders at once; the list fades them in.
    let tamper: (ModelDriver) -> Void = { driver in
      driver.list.setTransitions(.fade(duration: .milliseconds(100)))
    }
    let operations: [ModelOperation] = [
      .setData([2]), .attach(.title, tappable: false, title: 1), .reload,
    ]
    #expect(await Self.run(operations, useCollection: true, tamper: tamper).failure != nil)
    let shortest = await Self.shrink(operations, useCollection: true, tamper: tamper)
    #expect(shortest == [.attach(.title, tappable: false, title: 1)])
  }

  @Test func aTraitChangeThatLaysNothingOutIsCaught() async {
    // The list already has the text size the model is about to set: nothing is laid out again.
    let tamper: (ModelDriver) -> Void = { driver in
      driver.list.view.traitOverrides.textSize = .extraLarge
    }
    let operations: [ModelOperation] = [
      .attach(.title, tappable: false, title: 2), .traits(.textSize(.extraLarge)),
    ]
    let outcome = await Self.run(operations, useCollection: false, tamper: tamper)
    #expect(outcome.failure?.contains("laid a view out 0 times, expected 1") == true)
  }

  static func operations(seed: UInt64) -> [ModelOperation] {
    var generator = ModelOperationGenerator(random: SplitMix64Box(seed: seed))
    return (0..<operationsPerSeed).map { _ in generator.next() }
  }

  struct Outcome {
    var failure: String?
    var tracked: Int
  }

  /// Runs `operations` on a fresh list; `tamper` changes the model first (to test the checker).
  static func run(
    _ operations: [ModelOperation], useCollection: Bool, start: ModelStart = .reloaded,
    tamper: (ModelDriver) -> Void = { _ in }
  ) async -> Outcome {
    let tracker = LifetimeTracker()
    var failure: String?
    var sleepers = 0
    do {
      let driver = ModelDriver(useCollection: useCollection, tracker: tracker, start: start)
      tamper(driver)
      for (index, operation) in operations.enumerated() {
        if let broken = await driver.run(operation) {
          failure = "after operation \(index) (\(operation)): \(broken)"
          break
        }
      }
      await driver.finish()
      sleepers = driver.clock.pendingSleepCount
    }
    if failure == nil, !tracker.leaks.isEmpty {
      failure = "leaked at the end: \(tracker.leaks.joined(separator: ", "))"
    }
    if failure == nil, sleepers > 0 {
      failure = "\(sleepers) timer(s) still sleeping at the end"
    }
    return Outcome(failure: failure, tracked: tracker.trackedCount)
  }

  /// The shortest sequence found by removing operations one at a time while it still fails.
  static func shrink(
    _ operations: [ModelOperation], useCollection: Bool, start: ModelStart = .reloaded,
    tamper: (ModelDriver) -> Void = { _ in }
  ) async -> [ModelOperation] {
    var current = operations
    var index = current.count - 1
    while index >= 0 {
      var candidate = current
      candidate.remove(at: index)
      let outcome = await run(
        candidate, useCollection: useCollection, start: start, tamper: tamper)
      if outcome.failure != nil {
        current = candidate
      }
      index = min(index - 1, current.count - 1)
    }
    return current
  }
}
