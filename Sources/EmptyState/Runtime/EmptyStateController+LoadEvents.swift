extension EmptyStateController {
  /// Sends load events: at once, or, from a handler of an event, after the work under way
  /// (``WorkQueue``), joined with the load events already waiting.
  ///
  /// Handlers that keep starting loads stop after ``HookDefaults/maximumPasses`` rounds, or
  /// once they have started more loads than that in one drain, with
  /// ``HookDiagnostic/runawayReentrancy(label:passes:)``: the events still waiting are dropped,
  /// and the last load started runs on with the loading phase.
  func announce(_ steps: LoadStep...) {
    perform(.sendLoadSteps(steps))
  }
}
