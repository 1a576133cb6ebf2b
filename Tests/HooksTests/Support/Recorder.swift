import Hooks

/// A minimal object whose `refresh(_:)` runs through a hook point, logging what happens.
@MainActor
class Recorder {
  static let typeWideHooks = HookRegistry<Recorder, Int>()

  let hooks: HookPoint<Recorder, Int>
  var log: [String] = []
  var diagnostics: [HookDiagnostic] = []
  /// Called from inside the work step, to test re-entrancy from the work itself.
  var duringWork: ((Recorder) -> Void)?

  init(maximumPasses: Int = HookDefaults.maximumPasses, typeWide: Bool = false) {
    hooks = HookPoint(
      label: "Recorder.refresh",
      typeWide: typeWide ? Recorder.typeWideHooks : nil,
      maximumPasses: maximumPasses,
      coalescing: { pending, incoming in pending + incoming })
    hooks.diagnosticHandler = { recorder, diagnostic in recorder.diagnostics.append(diagnostic) }
  }

  /// The public entry point: final in spirit, it always runs through the hooks.
  final func refresh(_ amount: Int = 1) {
    hooks.run(self, amount) { recorder, amount in recorder.performRefresh(amount) }
  }

  /// The work step subclasses override.
  func performRefresh(_ amount: Int) {
    log.append("work(\(amount))")
    duringWork?(self)
  }
}

/// A subclass that overrides the work step; it cannot skip the hooks.
final class LoudRecorder: Recorder {
  override func performRefresh(_ amount: Int) {
    log.append("loud")
    super.performRefresh(amount)
  }
}

/// An object that lets tests check it was freed.
final class Canary {}
