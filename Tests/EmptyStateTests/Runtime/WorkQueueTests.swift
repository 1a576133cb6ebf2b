import Testing

@testable import EmptyState

/// The empty state's one queue of work: first in, first out, in rounds, with one of each kind
/// waiting at most and one bound.
@Suite struct WorkQueueTests {
  /// The kinds of the work `queue` hands out, in order, until it has none.
  static func drained(_ queue: inout WorkQueue) -> [String] {
    var kinds: [String] = []
    while let work = queue.next().work { kinds.append(work.label) }
    return kinds
  }

  static let decide = "EmptyStateController.evaluate"
  static let phase = "EmptyStateController.phase"
  static let load = "EmptyStateController.load"

  @Test func workAskedForWhileDrainingComesInTheOrderAskedFor() {
    var queue = WorkQueue()
    queue.begin()
    let keptSteps = queue.add(.sendLoadSteps([]))
    let keptPhase = queue.add(.announcePhase)
    #expect(keptSteps && keptPhase)
    #expect(Self.drained(&queue) == [Self.load, Self.phase])
  }

  @Test func aDecisionAskedForAgainMovesBehindTheWorkAskedForMeanwhile() {
    var queue = WorkQueue()
    queue.begin()
    _ = queue.add(.decide)
    _ = queue.add(.announcePhase)
    _ = queue.add(.decide)
    #expect(Self.drained(&queue) == [Self.phase, Self.decide])
  }

  @Test func aPhaseAnnouncementAskedForAgainStaysWhereItWaits() {
    var queue = WorkQueue()
    queue.begin()
    _ = queue.add(.announcePhase)
    _ = queue.add(.decide)
    _ = queue.add(.announcePhase)
    #expect(Self.drained(&queue) == [Self.phase, Self.decide])
  }

  @Test func loadEventsJoinTheLoadEventsWaiting() {
    var queue = WorkQueue()
    queue.begin()
    _ = queue.add(.sendLoadSteps([]))
    _ = queue.add(.decide)
    _ = queue.add(.sendLoadSteps([]))
    #expect(Self.drained(&queue) == [Self.load, Self.decide])
  }

  @Test func aDrainStopsBeforeARoundPastTheBound() {
    var queue = WorkQueue()
    queue.begin()
    var rounds = 1
    while true {
      _ = queue.add(.announcePhase)  // each round asks for one more
      let next = queue.next()
      if let runaway = next.runaway {
        #expect(runaway.label == Self.phase)
        break
      }
      #expect(next.work != nil)
      rounds += 1
    }
    #expect(rounds == WorkQueue.maximumRounds)
  }

  @Test func workAskedForWhileStoppedIsDropped() {
    var queue = WorkQueue()
    queue.begin()
    _ = queue.add(.decide)
    queue.stop()
    let keptWhileStopped = queue.add(.announcePhase)
    #expect(!keptWhileStopped)
    let afterStop = queue.next().work
    #expect(afterStop == nil)
    queue.beginSettling()
    #expect(queue.isSettling)
    let keptWhileSettling = queue.add(.decide)
    #expect(!keptWhileSettling)
    queue.end()
    #expect(queue.state == .idle)
  }

  @Test func handlersStartingMoreLoadsThanTheBoundGoOverIt() {
    var queue = WorkQueue()
    queue.begin()
    for _ in 0..<WorkQueue.maximumRounds { _ = queue.add(.sendLoadSteps([.started(Self.aLoad)])) }
    #expect(!queue.isOverLoadBound)
    _ = queue.add(.sendLoadSteps([.started(Self.aLoad)]))
    #expect(queue.isOverLoadBound)
  }

  static var aLoad: ManagedLoad {
    ManagedLoad(generation: 1, kind: .load, id: nil, phaseBefore: .loaded)
  }
}

// MARK: Checks of the end

extension WorkQueueTests {
  /// The work `queue` hands out, in order, a check of the end named with its loader.
  static func drainedNamingChecks(_ queue: inout WorkQueue) -> [String] {
    var names: [String] = []
    while let work = queue.next().work {
      guard case .checkPageEnd(let loader) = work else {
        names.append(work.label)
        continue
      }
      names.append("check \(loader)")
    }
    return names
  }

  @Test func aCheckOfTheEndWaitsBehindTheRestButTheEndOfAnAnnouncementPass() {
    var queue = WorkQueue()
    queue.begin()
    _ = queue.add(.checkPageEnd(loader: 1))
    _ = queue.add(.announce)
    _ = queue.add(.decide)
    _ = queue.add(.sendLoadSteps([]))
    #expect(
      Self.drainedNamingChecks(&queue) == [
        Self.decide, Self.load, "check 1", "EmptyStateController.announce",
      ])
  }

  @Test func lateWorkOvertakenByWorkAskedForWaitsWithItForTheNextRound() {
    var queue = WorkQueue()
    queue.begin()
    for round in 2...WorkQueue.maximumRounds {
      _ = queue.add(.announcePhase)
      // The last round begins with an announcement pass waiting behind the phase.
      if round == WorkQueue.maximumRounds { _ = queue.add(.announce) }
      #expect(queue.next().work?.label == Self.phase)
    }
    _ = queue.add(.decide)
    let next = queue.next()
    #expect(next.work == nil)
    #expect(next.runaway?.label == Self.decide)
  }

  @Test func checksOfTwoLoadersKeepTheirOrderBehindTheEndOfAnAnnouncementPass() {
    var queue = WorkQueue()
    queue.begin()
    _ = queue.add(.checkPageEnd(loader: 1))
    _ = queue.add(.announce)
    _ = queue.add(.checkPageEnd(loader: 2))
    #expect(
      Self.drainedNamingChecks(&queue) == ["check 1", "check 2", "EmptyStateController.announce"])
  }
}
