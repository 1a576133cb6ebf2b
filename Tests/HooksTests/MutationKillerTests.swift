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

/// An object whose hook point concatenates re-entrant inputs and logs each merge it is asked for.
@MainActor
private final class Concatenator {
  var merges: [String] = []
  var worked: [[Int]] = []
  private(set) lazy var hooks = HookPoint<Concatenator, [Int]>(label: "Concatenator.run") {
    [unowned self] pending, incoming in
    merges.append("\(pending) then \(incoming)")
    return pending + incoming
  }

  func run(_ numbers: [Int]) {
    hooks.run(self, numbers) { owner, numbers in owner.worked.append(numbers) }
  }
}

extension MutationKillerTests {
  /// M36: the coalescing function receives the waiting input first and the incoming one second,
  /// as documented: an order-sensitive merge keeps the calls in the order they were made.
  @Test func theCoalescingFunctionReceivesTheWaitingInputThenTheIncomingOne() {
    let concatenator = Concatenator()
    var reentered = false
    let token = concatenator.hooks.after { owner, _ in
      guard !reentered else { return }
      reentered = true
      owner.run([2])
      owner.run([3])
      owner.run([4])
    }
    concatenator.run([1])
    #expect(concatenator.merges == ["[2] then [3]", "[2, 3] then [4]"])
    #expect(concatenator.worked == [[1], [2, 3, 4]])
    token.cancel()
  }
}
