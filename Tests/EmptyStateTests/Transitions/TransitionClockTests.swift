import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// Fades at the edges of the clock: a fade that takes no time, and a fade that ends at the same
/// instant as a load's timer.
@Suite @MainActor struct TransitionClockTests {}

extension TransitionClockTests {
  @Test func aFadeOfNoDurationAfterADelayEndsWithTheViewFullyShown() async throws {
    let list = try FadingList(transitions: .fade(duration: .zero, delay: .milliseconds(50)))
    await list.wait(49)
    #expect(list.views.map(\.opacity) == [0])
    await list.wait(1)
    #expect(list.views.map(\.opacity) == [1])
    #expect(list.takeEvents() == [.willAppear, .didAppear])
  }

  @Test func aFadeThatEndedSendsItsEventBeforeAHeldResultOfTheSameInstant() async throws {
    // Without the fades catching up first, the order depended on which of the two timers'
    // tasks the main actor ran first. A test clock wakes sleepers at their own deadlines, so
    // the two timers are due at one instant here: 750 ms.
    for _ in 0..<20 {
      let list = try LoadingList(
        timing: EmptyStateOptions.LoadingTiming(
          showDelay: .milliseconds(250), minimumDisplay: .milliseconds(500)))
      list.table.emptyState.configuration.options.transitions = .fade(
        duration: .milliseconds(500), curve: .linear)
      let gate = LoadGate<[Int]>()
      let task = list.load(gate)
      await list.advance(by: .milliseconds(300))  // shown at 250 ms, fading in until 750 ms
      await list.fail(gate, with: LoadError(), task: task)  // held until 750 ms
      _ = list.takeEvents()
      await list.advance(by: .milliseconds(500))
      #expect(
        list.takeEvents() == [
          .didAppear, .didChangePhase(.failed), .didReplacePlaceholder, .didEndLoad(.load, .failed),
        ])
    }
  }
}
