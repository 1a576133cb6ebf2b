import Hooks
import Testing

@Suite @MainActor struct HookReentrancyTests {}

extension HookReentrancyTests {
  @Test func reentrantCallFromAnAfterHookGivesExactlyOneExtraPass() {
    let recorder = Recorder()
    var reentered = false
    let token = recorder.hooks.after { r, _ in
      r.log.append("after")
      if !reentered {
        reentered = true
        r.refresh(5)
        r.log.append("returned")
      }
    }
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "after", "returned", "work(5)", "after"])
    #expect(recorder.diagnostics.isEmpty)
    _ = token
  }

  @Test func reentrantCallFromTheWorkIsDeferredNotRecursive() {
    let recorder = Recorder()
    var depth = 0
    var deepest = 0
    recorder.duringWork = { r in
      depth += 1
      deepest = max(deepest, depth)
      if r.log.count == 1 { r.refresh(2) }
      depth -= 1
    }
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "work(2)"])
    #expect(deepest == 1)
  }

  @Test func severalReentrantCallsInOnePassCoalesceIntoOnePass() {
    let recorder = Recorder()
    var passes = 0
    let token = recorder.hooks.after { r, _ in
      passes += 1
      if passes == 1 {
        r.refresh(2)
        r.refresh(3)
        r.refresh(4)
      }
    }
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "work(9)"])
    #expect(passes == 2)
    _ = token
  }

  @Test func hookThatAlwaysReentersStopsAfterTheMaximumPasses() {
    let recorder = Recorder(maximumPasses: 5)
    let token = recorder.hooks.after { r, _ in r.refresh() }
    recorder.refresh()
    #expect(recorder.log.count == 5)
    #expect(recorder.diagnostics == [.runawayReentrancy(label: "Recorder.refresh", passes: 5)])
    #expect(!recorder.hooks.isRunning)
    _ = token
  }

  @Test func defaultMaximumIsDocumentedAndEnforced() {
    let recorder = Recorder()
    let token = recorder.hooks.before { r, _ in r.refresh() }
    recorder.refresh()
    #expect(HookDefaults.maximumPasses == 8)
    #expect(recorder.log.count == HookDefaults.maximumPasses)
    #expect(recorder.diagnostics.count == 1)
    _ = token
  }

  @Test func pointIsUsableAgainAfterARunaway() {
    let recorder = Recorder(maximumPasses: 2)
    var token: HookToken? = recorder.hooks.after { r, _ in r.refresh() }
    recorder.refresh()
    token?.cancel()
    token = nil
    recorder.log = []
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
  }

  @Test func maximumPassesAboveTheLargestIsClamped() {
    let recorder = Recorder(maximumPasses: Int.max)
    #expect(recorder.hooks.maximumPasses == HookDefaults.largestMaximumPasses)
    let token = recorder.hooks.after { r, _ in r.refresh() }
    recorder.refresh()
    #expect(recorder.log.count == HookDefaults.largestMaximumPasses)
    #expect(
      recorder.diagnostics == [
        .runawayReentrancy(label: "Recorder.refresh", passes: HookDefaults.largestMaximumPasses)
      ])
    _ = token
  }

  @Test func maximumPassesBelowOneCountsAsOne() {
    let recorder = Recorder(maximumPasses: 0)
    #expect(recorder.hooks.maximumPasses == 1)
    let token = recorder.hooks.after { r, _ in r.refresh() }
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    #expect(recorder.diagnostics == [.runawayReentrancy(label: "Recorder.refresh", passes: 1)])
    _ = token
  }

  @Test func diagnosticsDescribeTheProblem() {
    let runaway = HookDiagnostic.runawayReentrancy(label: "X.reload", passes: 8).description
    #expect(runaway.contains("X.reload") && runaway.contains("8 passes"))
    #expect(HookDiagnostic.proceedCalledTwice(label: "X.reload").description.contains("proceed"))
  }
}
