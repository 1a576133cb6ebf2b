import Hooks
import Testing

@Suite @MainActor struct HookDispatchTests {}

extension HookDispatchTests {
  @Test func hookAddedDuringDispatchRunsFromTheNextCall() {
    let recorder = Recorder()
    var late: HookToken?
    let adder = recorder.hooks.before { r, _ in
      if late == nil {
        late = r.hooks.before { r, _ in r.log.append("late") }
      }
    }
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "late", "work(1)"])
    _ = adder
  }

  @Test func hookCancelledDuringDispatchIsNotCalledAfterwards() {
    let recorder = Recorder()
    var victim: HookToken?
    let canceller = recorder.hooks.before { _, _ in victim?.cancel() }
    victim = recorder.hooks.before { r, _ in r.log.append("victim") }
    let afterVictim = recorder.hooks.after { r, _ in r.log.append("after") }
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "after"])
    _ = (canceller, afterVictim)
  }

  @Test func aroundHookCancelledDuringDispatchIsSkipped() {
    let recorder = Recorder()
    var victim: HookToken?
    victim = recorder.hooks.around { r, _, proceed in
      r.log.append("victim")
      proceed()
    }
    let canceller = recorder.hooks.before { _, _ in victim?.cancel() }
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    _ = canceller
  }

  @Test func hookCancellingItselfWhileRunningRunsOnlyOnce() {
    let recorder = Recorder()
    var selfToken: HookToken?
    selfToken = recorder.hooks.after { r, _ in
      r.log.append("once")
      selfToken?.cancel()
    }
    recorder.refresh()
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "once", "work(1)"])
  }
}
