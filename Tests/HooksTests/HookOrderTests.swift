import Hooks
import Testing

@Suite @MainActor struct HookOrderTests {}

extension HookOrderTests {
  @Test func beforeHooksRunInRegistrationOrderBeforeTheWork() {
    let recorder = Recorder()
    let first = recorder.hooks.before { r, _ in r.log.append("before1") }
    let second = recorder.hooks.before { r, _ in r.log.append("before2") }
    recorder.refresh()
    #expect(recorder.log == ["before1", "before2", "work(1)"])
    _ = (first, second)
  }

  @Test func afterHooksRunInRegistrationOrderAfterTheWork() {
    let recorder = Recorder()
    let first = recorder.hooks.after { r, _ in r.log.append("after1") }
    let second = recorder.hooks.after { r, _ in r.log.append("after2") }
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "after1", "after2"])
    _ = (first, second)
  }

  @Test func lastAroundHookAddedIsOutermost() {
    let recorder = Recorder()
    let inner = recorder.hooks.around { r, _, proceed in
      r.log.append("inner>")
      proceed()
      r.log.append("<inner")
    }
    let outer = recorder.hooks.around { r, _, proceed in
      r.log.append("outer>")
      proceed()
      r.log.append("<outer")
    }
    recorder.refresh()
    #expect(recorder.log == ["outer>", "inner>", "work(1)", "<inner", "<outer"])
    _ = (inner, outer)
  }

  @Test func fullOrderWithSeveralHooksOfEachPosition() {
    let recorder = Recorder()
    var tokens: [HookToken] = []
    recorder.hooks.after { r, _ in r.log.append("a1") }.store(in: &tokens)
    recorder.hooks.around { r, _, proceed in
      r.log.append("r1>")
      proceed()
      r.log.append("<r1")
    }.store(in: &tokens)
    recorder.hooks.before { r, _ in r.log.append("b1") }.store(in: &tokens)
    recorder.hooks.after { r, _ in r.log.append("a2") }.store(in: &tokens)
    recorder.hooks.around { r, _, proceed in
      r.log.append("r2>")
      proceed()
      r.log.append("<r2")
    }.store(in: &tokens)
    recorder.hooks.before { r, _ in r.log.append("b2") }.store(in: &tokens)
    recorder.refresh()
    #expect(
      recorder.log == ["b1", "b2", "r2>", "r1>", "work(1)", "<r1", "<r2", "a1", "a2"])
  }

  @Test func hooksReceiveTheOwnerAndTheInput() {
    let recorder = Recorder()
    var seen: [Int] = []
    var tokens: [HookToken] = []
    recorder.hooks.before { r, input in
      #expect(r === recorder)
      seen.append(input)
    }.store(in: &tokens)
    recorder.hooks.after { _, input in seen.append(input * 10) }.store(in: &tokens)
    recorder.refresh(7)
    #expect(seen == [7, 70])
    #expect(recorder.log == ["work(7)"])
  }

  @Test func aroundHookThatSkipsProceedSkipsTheWorkButNotTheAfterHooks() {
    let recorder = Recorder()
    var tokens: [HookToken] = []
    recorder.hooks.around { r, _, _ in r.log.append("skip") }.store(in: &tokens)
    recorder.hooks.after { r, _ in r.log.append("after") }.store(in: &tokens)
    recorder.refresh()
    #expect(recorder.log == ["skip", "after"])
  }

  @Test func proceedCalledTwiceRunsTheWorkOnceAndReports() {
    let recorder = Recorder()
    let token = recorder.hooks.around { _, _, proceed in
      proceed()
      proceed()
    }
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    #expect(recorder.diagnostics == [.proceedCalledTwice(label: "Recorder.refresh")])
    _ = token
  }

  @Test func subclassOverridingTheWorkStepStillRunsTheHooks() {
    let recorder = LoudRecorder()
    let token = recorder.hooks.before { r, _ in r.log.append("before") }
    recorder.refresh()
    #expect(recorder.log == ["before", "loud", "work(1)"])
    _ = token
  }

  @Test func withoutHooksOnlyTheWorkRuns() {
    let recorder = Recorder()
    recorder.refresh(3)
    #expect(recorder.log == ["work(3)"])
    #expect(recorder.hooks.instanceHooks.isEmpty)
  }
}
