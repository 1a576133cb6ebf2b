import Hooks
import Testing

/// Tests that kill the mutants of `Scripts/mutants.txt` the rest of the suite let survive: each
/// names the mutant it kills, and checks the behaviour the mutant breaks.
@Suite @MainActor struct MutationKillerTests {}

extension MutationKillerTests {
  /// M14: with only after-hooks (the fast path), the instance's own run before the type-wide
  /// ones, as in the full order.
  @Test func instanceAfterHooksRunBeforeTypeWideAfterHooksWhenThereAreOnlyAfterHooks() {
    let recorder = Recorder(typeWide: true)
    var tokens: [HookToken] = []
    Recorder.typeWideHooks.after { r, _ in r.log.append("typeAfter") }.store(in: &tokens)
    recorder.hooks.after { r, _ in r.log.append("after") }.store(in: &tokens)
    defer { tokens.forEach { $0.cancel() } }
    recorder.refresh()
    #expect(recorder.log == ["work(1)", "after", "typeAfter"])
  }
}
