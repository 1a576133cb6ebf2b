import EmptyState
import Testing

/// Phases compare without `.kind`: the same kind, and for failures the same error.
@Suite struct ContentPhaseTests {
  struct Offline: Error, Equatable {
    var code: Int
  }

  struct Described: Error, CustomStringConvertible {
    var description: String
  }
}

extension ContentPhaseTests {
  @Test func phasesOfTheSameKindWithoutErrorAreEqual() {
    #expect(ContentPhase.loading == .loading)
    #expect(ContentPhase.loaded != .loading)
    #expect(ContentPhase.notLoaded != .loaded)
  }

  @Test func failuresWithEquatableErrorsCompareTheErrors() {
    #expect(ContentPhase.failed(Offline(code: 1)) == .failed(Offline(code: 1)))
    #expect(ContentPhase.failed(Offline(code: 1)) != .failed(Offline(code: 2)))
  }

  @Test func failuresWithOtherErrorsCompareTypeAndDescription() {
    #expect(
      ContentPhase.failed(Described(description: "a")) == .failed(Described(description: "a")))
    #expect(
      ContentPhase.failed(Described(description: "a")) != .failed(Described(description: "b")))
    #expect(ContentPhase.failed(Offline(code: 1)) != .failed(Described(description: "a")))
  }

  @Test func aFailureIsNotAnotherPhase() {
    #expect(ContentPhase.failed(Offline(code: 1)) != .loaded)
  }
}
