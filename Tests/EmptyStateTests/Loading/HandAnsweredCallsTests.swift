import EmptyState
import EmptyStateTesting
import TestSupport
import Testing
import VirtualTime

/// What a loader that waits for the test does, whichever gate it waits at.
///
/// All of them are built on `HandAnsweredCalls`. A broken wait hangs, hence the time limit.
@Suite(.timeLimit(.minutes(1))) @MainActor struct HandAnsweredCallsTests {}

extension HandAnsweredCallsTests {
  @Test func aPageRequestWaitingAtThePageGateLetsSettleReturn() async throws {
    let list = try PagedList(pageSize: 30)
    await list.answerFirstPage()
    list.loader.loadNextPage()
    await list.table.emptyState.settle()
    #expect(list.gate.requests == [0, 1])
    #expect(list.loader.state == .loading)
    list.gate.answer(1)
    await list.table.emptyState.settle()
    #expect(list.loader.state == .notLoading)
    #expect(list.table.numberOfRows(inSection: 0) == 60)
  }

  @Test func aTestLoaderAskedWhileItsLoaderWaitsThrowsAtOnce() async throws {
    let table = Fixtures.table(SectionsSource([0]))
    let api = TestLoader<Int>()
    table.emptyState.load {
      try await api.value()
    } apply: { _, _ in
    }
    await table.emptyState.settle()
    #expect(api.isWaiting)
    await #expect(throws: TestLoaderError.alreadyWaiting) { try await api.value() }
    #expect(api.callCount == 2)
    api.succeed(1)
    await table.emptyState.settle()
    #expect(table.emptyState.phase == .loaded)
  }

  @Test func aGateAskedWhileARunWaitsThrowsAtOnceAndTheRunGetsTheResult() async throws {
    let table = Fixtures.table(SectionsSource([0]))
    let gate = LoadGate<Int>()
    table.emptyState.load {
      try await gate.value()
    } apply: { _, _ in
    }
    await table.emptyState.settle()
    #expect(gate.isWaiting)
    await #expect(throws: HandAnswerError.alreadyWaiting) { try await gate.value() }
    gate.succeed(1)
    await table.emptyState.settle()
    #expect(table.emptyState.phase == .loaded)
    #expect(try await gate.value() == 1)
  }

  @Test func answersGivenBeforeTheirCallsAnswerTheCallsInOrder() async throws {
    let calls = HandAnsweredCalls<Int, String>(keeping: .oneCallEach)
    calls.answer(1, with: .failure(PagedList.Offline()))
    calls.answer(1, with: .success("retried"))
    await #expect(throws: PagedList.Offline()) { try await calls.call(1) }
    #expect(try await calls.call(1) == "retried")
    #expect(calls.calls == [1, 1])
  }

  @Test func theFirstAnswerForAKeyAnswersEveryCallWhenKeptForEveryCall() async throws {
    let calls = HandAnsweredCalls<Int, String>(keeping: .firstAnswerForEveryCall)
    calls.answer(1, with: .failure(PagedList.Offline()))
    calls.answer(1, with: .success("ignored"))
    await #expect(throws: PagedList.Offline()) { try await calls.call(1) }
    await #expect(throws: PagedList.Offline()) { try await calls.call(1) }
  }

  @Test func aCallCancelledBeforeItWaitsThrowsAtOnceAndIsCounted() async {
    let calls = HandAnsweredCalls<Int, String>(keeping: .oneCallEach)
    // The task runs on the main actor, after this test suspends: it starts cancelled.
    let call = Task { try await calls.call(7) }
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(calls.cancelled == [7])
    #expect(!calls.isWaiting)
  }
}
