import Testing
import VirtualTime

/// The Sandbox's virtual clock keeps nothing of a sleep that is over, however it ended.
@Suite struct VirtualClockTests {}

extension VirtualClockTests {
  @Test func aSleepCancelledJustAfterItWokeLeavesNothingBehind() async {
    let clock = VirtualClock(now: VirtualInstant(offset: .zero))
    let task = Task { try? await clock.sleep(until: .init(offset: .seconds(1))) }
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    // Woken, but perhaps not yet returned: its cancellation handler may still run.
    task.cancel()
    await task.value
    #expect(clock.trackedSleepCount == 0)
  }

  @Test func aSleepCancelledWhileItWaitsLeavesNothingBehind() async {
    let clock = VirtualClock(now: VirtualInstant(offset: .zero))
    let task = Task { try? await clock.sleep(until: .init(offset: .seconds(1))) }
    await clock.waitForSleepers(1)
    task.cancel()
    await task.value
    #expect(clock.trackedSleepCount == 0)
  }
}
