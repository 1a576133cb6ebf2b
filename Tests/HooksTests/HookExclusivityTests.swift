import Hooks
import Testing

/// The reasons the runtime's hot state may skip dynamic exclusivity checks, each as a case that
/// would corrupt the lists (and trip the address sanitizer in CI) if it stopped holding: no
/// access to a registry's lists, a point's `running`/`pending` or an entry's flag is open while
/// app code runs.
@Suite @MainActor struct HookExclusivityTests {}

extension HookExclusivityTests {
  @Test func aDeinitThatRegistersAHookWhileAnotherIsRemovedKeepsBoth() {
    let recorder = Recorder()
    var late: HookToken?
    do {
      let trigger = DeinitAction {
        late = recorder.hooks.after { recorder, _ in recorder.log.append("late") }
      }
      let token = recorder.hooks.after { _, _ in _ = trigger }
      token.cancel()  // releases the entry, whose closure held the trigger: its deinit registers
    }
    #expect(late != nil)
    #expect(recorder.hooks.instanceHooks.count == 1)
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "late"])
  }

  @Test func aHookThatCancelsItselfFinishesItsCallAndIsNotCalledAgain() {
    let recorder = Recorder()
    var token: HookToken?
    var calls = 0
    token = recorder.hooks.after { recorder, _ in
      calls += 1
      token?.cancel()
      token = nil
      recorder.log.append("still running")
    }
    recorder.refresh()
    recorder.refresh()
    #expect(calls == 1)
    #expect(recorder.log == ["work(1)", "still running", "work(1)"])
  }

  @Test func aHookThatRegistersAnotherWhileTheListsAreDispatchedWaitsForTheNextCall() {
    let recorder = Recorder()
    var added: [HookToken] = []
    let token = recorder.hooks.after { recorder, _ in
      added.append(recorder.hooks.after { recorder, _ in recorder.log.append("added") })
    }
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    recorder.refresh()
    #expect(recorder.log.filter { $0 == "added" }.count == 1)
    token.cancel()
    added.forEach { $0.cancel() }
  }

  @Test func aCoalescingFunctionThatRunsThePointAgainOnlyAddsToThePendingPass() {
    let owner = Box()
    var point: HookPoint<Box, Int>?
    var merged: [Int] = []
    point = HookPoint<Box, Int>(label: "Box.refresh") { pending, incoming in
      // The merge itself asks for another pass: it reads and writes the pending input while
      // the merge of the outer request is being computed.
      if incoming == 3 { point?.run(owner, 100) { _, _ in } }
      return pending + incoming
    }
    var passes: [Int] = []
    point?.run(owner, 1) { owner, input in
      passes.append(input)
      guard passes.count == 1 else { return }
      point?.run(owner, 2) { _, _ in }
      point?.run(owner, 3) { _, _ in }
    }
    merged = passes
    #expect(merged == [1, 5])
    #expect(point?.isRunning == false)
  }

  @Test func aCoalescingFunctionThatAlwaysRunsThePointCannotRecurse() {
    let owner = Box()
    var point: HookPoint<Box, Int>?
    var merges = 0
    point = HookPoint<Box, Int>(label: "Box.refresh") { pending, incoming in
      merges += 1
      point?.run(owner, 1) { _, _ in }
      return pending + incoming
    }
    var passes = 0
    point?.run(owner, 1) { owner, _ in
      passes += 1
      guard passes == 1 else { return }
      point?.run(owner, 1) { _, _ in }
      point?.run(owner, 1) { _, _ in }
    }
    #expect(merges == 1)
    #expect(passes == 2)
  }
}

/// Runs an action when freed.
private final class DeinitAction {
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
  deinit { action() }
}

private final class Box {}
