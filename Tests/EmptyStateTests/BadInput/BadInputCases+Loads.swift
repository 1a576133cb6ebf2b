import EmptyState
import EmptyStateTesting
import Hooks
import TestSupport
import Testing
import VirtualTime

extension BadInputCase {
  /// Load event handlers and timings that fight the managed loads.
  static let loads: [BadInputCase] = [
    BadInputCase(
      input: "a load event handler that always starts another load",
      outcome:
        "each load announced after the last, stops after 8, `runawayReentrancy` reported; the last load runs on",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: "None")
        let token = scene.table.onEmptyStateEvent { table, event in
          guard case .didStartLoad = event else { return }
          table.emptyState.load {
            [Int]()
          } apply: { _, _ in
          }
        }
        scene.table.emptyState.load {
          [Int]()
        } apply: { _, _ in
        }
        #expect(
          scene.isConsistent()
            && scene.log.entries == [
              .hook(.runawayReentrancy(label: "EmptyStateController.load", passes: 8))
            ])
        #expect(scene.table.emptyState.isLoading && scene.table.emptyState.phase == .loading)
        token.cancel()
        scene.table.emptyState.cancelLoading()
      }),
    BadInputCase(
      input: "a show delay or minimum display of `.seconds(Int64.max)`",
      outcome:
        "cut to `LoadingTiming.maximumDuration` (a minute), `invalidConfiguration` reported",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: "None")
        scene.table.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "…")
        scene.table.emptyState.configuration.options.loadingTiming = .init(
          showDelay: .seconds(Int64.max), minimumDisplay: .seconds(Int64.max))
        scene.table.emptyState.load {
          [Int]()
        } apply: { _, _ in
        }
        #expect(scene.table.emptyState.shownPlaceholder == .empty)
        #expect(scene.isConsistent() && scene.table.emptyState.phase == .loading)
        guard case .invalidConfiguration? = scene.log.entries.first else {
          Issue.record("not reported as an invalid configuration: \(scene.log.entries)")
          return
        }
        scene.table.emptyState.cancelLoading()
      }),
    BadInputCase(
      input: "a loader that ignores cancellation",
      outcome:
        "cancelling its task ends the load on the next turn, as `cancelLoading()` does at once; what it returns later is dropped",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: "None")
        let gate = LoadGate<[Int]>()
        let task = scene.table.emptyState.load {
          try await Task.detached { try await gate.value() }.value
        } apply: { table, rows in
          scene.source.sections = rows
          table.reloadData()
        }
        let ended = EventWaiter(scene.table) { $0 == .didEndLoad(.load, .cancelled) }
        task.cancel()
        await ended.wait()
        #expect(!scene.table.emptyState.isLoading && scene.table.emptyState.phase == .loaded)
        gate.succeed([3])
        await task.value
        #expect(scene.isConsistent(diagnostics: 0) && scene.counts == [0])
      }),
  ]
}
