import Hooks
import Testing

/// A dispatch borrows each hook from its own copy of the lists instead of retaining it: these
/// tests release everything a dispatch uses while it runs, so the borrow would be a use after free
/// (caught by the address sanitizer in CI) if the copy stopped holding the hooks.
@Suite @MainActor struct HookLifetimeTests {
  final class Captured {}

  @Test func hooksReleasedByAnEarlierHookStayAliveUntilTheDispatchEnds() {
    let recorder = Recorder()
    var captured: Captured? = Captured()
    weak let watched = captured
    var aliveDuringDispatch = false
    var tokens: [HookToken]? = []
    tokens?.append(
      recorder.hooks.after { r, _ in
        r.log.append("first")
        tokens = nil  // cancels and releases every hook, this one included
        aliveDuringDispatch = watched != nil
      })
    tokens?.append(
      recorder.hooks.after { [captured] r, _ in
        r.log.append("second \(captured.map { _ in "with" } ?? "without")")
      })
    captured = nil
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "first"])
    #expect(aliveDuringDispatch)
    #expect(watched == nil)
  }

  @Test func aRegistryReleasedByItsOwnListenerFinishesTheNotification() {
    var registry: HookRegistry<Recorder, Int>? = HookRegistry()
    weak let watched = registry
    let recorder = Recorder()
    var tokens: [HookToken] = []
    tokens.append(registry!.after { r, _ in r.log.append("first") })
    tokens.append(
      registry!.after { r, _ in
        r.log.append("second")
        registry = nil
        tokens.removeAll()
      })
    tokens.append(registry!.after { r, _ in r.log.append("third") })
    registry?.notify(recorder, 1)
    #expect(recorder.log == ["first", "second"])
    #expect(watched == nil)
  }
}
