import Hooks
import Testing

@Suite @MainActor struct HookInstanceTests {}

extension HookInstanceTests {
  @Test func hooksStayOnTheirInstance() {
    let hooked = Recorder()
    let other = Recorder()
    let token = hooked.hooks.before { r, _ in r.log.append("hooked") }
    other.refresh()
    hooked.refresh()
    #expect(other.log == ["work(1)"])
    #expect(hooked.log == ["hooked", "work(1)"])
    _ = token
  }

  @Test func typeWideHooksRunForEveryInstanceOfTheType() {
    let token = Recorder.typeWideHooks.before { r, _ in r.log.append("type") }
    defer { token.cancel() }
    let first = Recorder(typeWide: true)
    let second = Recorder(typeWide: true)
    first.refresh()
    second.refresh()
    #expect(first.log == ["type", "work(1)"])
    #expect(second.log == ["type", "work(1)"])
  }

  @Test func typeWideHooksWrapTheInstanceLayer() {
    let recorder = Recorder(typeWide: true)
    var tokens: [HookToken] = []
    Recorder.typeWideHooks.before { r, _ in r.log.append("typeBefore") }.store(in: &tokens)
    Recorder.typeWideHooks.around { r, _, proceed in
      r.log.append("typeAround>")
      proceed()
      r.log.append("<typeAround")
    }.store(in: &tokens)
    Recorder.typeWideHooks.after { r, _ in r.log.append("typeAfter") }.store(in: &tokens)
    recorder.hooks.before { r, _ in r.log.append("before") }.store(in: &tokens)
    recorder.hooks.around { r, _, proceed in
      r.log.append("around>")
      proceed()
      r.log.append("<around")
    }.store(in: &tokens)
    recorder.hooks.after { r, _ in r.log.append("after") }.store(in: &tokens)
    defer { tokens.forEach { $0.cancel() } }
    recorder.refresh()
    #expect(
      recorder.log == [
        "typeBefore", "before", "typeAround>", "around>", "work(1)", "<around", "<typeAround",
        "after", "typeAfter",
      ])
  }

  @Test func cancellingATypeWideHookRemovesItFromEveryInstance() {
    let recorder = Recorder(typeWide: true)
    let token = Recorder.typeWideHooks.before { r, _ in r.log.append("type") }
    token.cancel()
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    #expect(Recorder.typeWideHooks.isEmpty)
  }

  @Test func instanceWithoutTheTypeWideRegistryIsUnaffected() {
    let token = Recorder.typeWideHooks.before { r, _ in r.log.append("type") }
    defer { token.cancel() }
    let recorder = Recorder(typeWide: false)
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
  }

  @Test func runtimeNeverKeepsTheOwnerAlive() {
    weak var weakRecorder: Recorder?
    var token: HookToken?
    do {
      let recorder = Recorder()
      token = recorder.hooks.after { r, _ in r.log.append("after") }
      recorder.refresh()
      weakRecorder = recorder
    }
    #expect(weakRecorder == nil)
    token?.cancel()
  }

  @Test func objectsCapturedByAHookAreFreedWhenTheTokenIsDropped() {
    weak var weakCanary: Canary?
    let recorder = Recorder()
    do {
      let canary = Canary()
      weakCanary = canary
      let token = recorder.hooks.after { _, _ in _ = canary }
      recorder.refresh()
      _ = token
    }
    #expect(weakCanary == nil)
    #expect(recorder.hooks.instanceHooks.isEmpty)
  }
}
