import Testing
import VirtualTime

/// The Sandbox's manual clock keeps nothing of a sleep that is over, however it ended.
@Suite struct ManualClockTests {}

extension ManualClockTests {
  @Test func aSleepCancelledJustAfterItWokeLeavesNothingBehind() async {
    let clock = ManualClock()
    let task = Task { try? await clock.sleep(until: .init(offset: .seconds(1))) }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    // Woken, but not yet returned: its cancellation handler still runs.
    task.cancel()
    await task.value
    #expect(clock.trackedSleepCount == 0)
  }

  @Test func aSleepCancelledWhileItWaitsLeavesNothingBehind() async {
    let clock = ManualClock()
    let task = Task { try? await clock.sleep(until: .init(offset: .seconds(1))) }
    await clock.waitForSleepers(1)
    task.cancel()
    await task.value
    #expect(clock.trackedSleepCount == 0)
  }
}
