import EmptyState
import EmptyStateTesting
import Hooks
import TestSupport
import Testing
import VirtualTime

/// Handlers of load events that start, supersede or cancel loads: their events come after the
/// current one's handlers return, at a flat stack, and a runaway stops with a diagnostic.
@Suite @MainActor struct LoadEventHandlerTests {
  /// A loading list whose diagnostics are kept.
  static func list() throws -> (LoadingList, DiagnosticLog) {
    let list = try LoadingList()
    let log = DiagnosticLog()
    list.table.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
    return (list, log)
  }
}

extension LoadEventHandlerTests {
  @Test func aHandlerThatAlwaysRestartsTheLoadStopsAfterTheBoundWithADiagnostic() throws {
    let (list, log) = try Self.list()
    var starts = 0
    let token = list.table.onEmptyStateEvent { table, event in
      switch event {
      case .didStartLoad, .didEndLoad(_, .superseded):
        starts += 1
        table.emptyState.load {
          [Int]()
        } apply: { _, _ in
        }
      default: return
      }
    }
    list.load(LoadGate<[Int]>())
    #expect(starts <= 2 * (HookDefaults.maximumPasses + 1))
    #expect(
      log.entries == [.hook(.runawayReentrancy(label: "EmptyStateController.load", passes: 8))])
    #expect(list.emptyState.isLoading)
    #expect(list.phase == .loading)
    token.cancel()
  }

  @Test func aHandlerThatStartsALoadOnEveryStartStopsAfterTheBoundOfPasses() throws {
    let (list, log) = try Self.list()
    var starts = 0
    let token = list.table.onEmptyStateEvent { table, event in
      guard case .didStartLoad = event else { return }
      starts += 1
      table.emptyState.load {
        [Int]()
      } apply: { _, _ in
      }
    }
    list.load(LoadGate<[Int]>())
    // One load a pass: the passes stop first, each start was announced at most once.
    #expect(starts == HookDefaults.maximumPasses)
    #expect(
      log.entries == [.hook(.runawayReentrancy(label: "EmptyStateController.load", passes: 8))])
    #expect(list.emptyState.isLoading)
    #expect(list.phase == .loading)
    token.cancel()
  }

  @Test func aRunawayStoppedByItsLoadsOnTheLastPassIsReportedOnce() throws {
    let (list, log) = try Self.list()
    var starts = 0
    let token = list.table.onEmptyStateEvent { table, event in
      let restart = {
        _ = table.emptyState.load {
          [Int]()
        } apply: { _, _ in
        }
      }
      switch event {
      case .didStartLoad:
        starts += 1
        if starts < HookDefaults.maximumPasses { restart() }
      case .didEndLoad(_, .superseded) where starts == HookDefaults.maximumPasses - 1:
        // On the last pass, two loads: over the loads' bound while a pass waits.
        restart()
        restart()
      default: return
      }
    }
    list.load(LoadGate<[Int]>())
    #expect(
      log.entries == [.hook(.runawayReentrancy(label: "EmptyStateController.load", passes: 8))])
    #expect(list.emptyState.isLoading)
    #expect(list.phase == .loading)
    token.cancel()
  }

  @Test func theRunAfterARunawayAnnouncesItsEventsAgain() throws {
    let (list, log) = try Self.list()
    let token = list.table.onEmptyStateEvent { table, event in
      guard case .didStartLoad = event else { return }
      _ = table.emptyState.load {
        [Int]()
      } apply: { _, _ in
      }
    }
    list.load(LoadGate<[Int]>())
    token.cancel()
    _ = list.takeEvents()
    list.emptyState.cancelLoading()
    #expect(list.takeEvents().contains(.didEndLoad(.load, .cancelled)))
    #expect(log.entries.count == 1)
  }

  @Test func aLoadStartedByADidStartHandlerIsAnnouncedAfterIt() throws {
    let (list, log) = try Self.list()
    var restarted = false
    let token = list.table.onEmptyStateEvent { table, event in
      guard event == .didStartLoad(.load), !restarted else { return }
      restarted = true
      table.emptyState.refresh()
    }
    list.load(LoadGate<[Int]>())
    #expect(
      list.takeEvents() == [
        .didStartLoad(.load), .didEndLoad(.load, .superseded), .didStartLoad(.refresh),
        .didChangePhase(.loading), .willAppear, .didAppear,
      ])
    #expect(log.entries.isEmpty)
    token.cancel()
  }

  @Test func aHandlerThatCancelsEveryLoadAndStartsAnotherStopsAfterTheBound() throws {
    let (list, log) = try Self.list()
    let token = list.table.onEmptyStateEvent { table, event in
      switch event {
      case .didStartLoad: table.emptyState.cancelLoading()
      case .didEndLoad(_, .cancelled):
        table.emptyState.load {
          [Int]()
        } apply: { _, _ in
        }
      default: return
      }
    }
    list.load(LoadGate<[Int]>())
    #expect(
      log.entries == [.hook(.runawayReentrancy(label: "EmptyStateController.load", passes: 8))])
    #expect(list.emptyState.isLoading == (list.phase == .loading))
    token.cancel()
  }
}
