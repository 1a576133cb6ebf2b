import Hooks
import Testing

@Suite @MainActor struct HookTokenTests {}

extension HookTokenTests {
  @Test func cancelRemovesTheHook() {
    let recorder = Recorder()
    let token = recorder.hooks.before { r, _ in r.log.append("before") }
    token.cancel()
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    #expect(token.isCancelled)
  }

  @Test func cancelTwiceIsHarmless() {
    let recorder = Recorder()
    let kept = recorder.hooks.before { r, _ in r.log.append("kept") }
    let token = recorder.hooks.before { r, _ in r.log.append("cancelled") }
    token.cancel()
    token.cancel()
    recorder.refresh()
    #expect(recorder.log == ["kept", "work(1)"])
    #expect(recorder.hooks.instanceHooks.count == 1)
    _ = kept
  }

  @Test func droppedTokenRemovesItsHook() {
    let recorder = Recorder()
    do {
      let token = recorder.hooks.before { r, _ in r.log.append("before") }
      _ = token
    }
    recorder.refresh()
    #expect(recorder.log == ["work(1)"])
    #expect(recorder.hooks.instanceHooks.isEmpty)
  }

  @Test func cancelAfterTheOwnerIsGoneIsHarmless() {
    var recorder: Recorder? = Recorder()
    let token = recorder?.hooks.before { _, _ in }
    recorder = nil
    token?.cancel()
    #expect(token?.isCancelled == true)
  }

  @Test func tokensStoredInASetKeepTheirHooks() {
    let recorder = Recorder()
    var tokens = Set<HookToken>()
    recorder.hooks.before { r, _ in r.log.append("b") }.store(in: &tokens)
    recorder.hooks.after { r, _ in r.log.append("a") }.store(in: &tokens)
    recorder.refresh()
    #expect(recorder.log == ["b", "work(1)", "a"])
    tokens.removeAll()
    recorder.refresh()
    #expect(recorder.log == ["b", "work(1)", "a", "work(1)"])
  }
}
