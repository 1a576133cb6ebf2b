import Testing

@testable import EmptyState

/// The core as a table of events and effects, without views: each row starts a core with every
/// placeholder configured and the empty placeholder shown over an empty list, feeds it events,
/// and reads what each event asked the controller to do.
@Suite struct EmptyStateCoreEventTests {
  /// One event fed to the core.
  enum Event: CustomStringConvertible {
    case appSetsPhase(ContentPhase)
    case loadsSetPhase(ContentPhase)
    case startLoad(delays: Bool)
    case showDelayElapsed
    case loaderReturned
    /// The loader returns while the loading placeholder's minimum display runs.
    case loaderReturnedEarly
    case loaderCancelled
    case complete
    case cancelLoad
    case applyingOutcome(Bool)
    /// The pass asks for a staged outcome without staging one.
    case takeStaged
    case decide

    var description: String {
      switch self {
      case .appSetsPhase(let phase): "app sets \(phase.kind)"
      case .loadsSetPhase(let phase): "loads set \(phase.kind)"
      case .startLoad(let delays): delays ? "start load (show delay)" : "start load"
      case .showDelayElapsed: "show delay elapsed"
      case .loaderReturned: "loader returned"
      case .loaderReturnedEarly: "loader returned within the minimum display"
      case .loaderCancelled: "loader cancelled"
      case .complete: "outcome applied"
      case .cancelLoad: "cancel load"
      case .applyingOutcome(let on): on ? "apply outcome begins" : "apply outcome ends"
      case .takeStaged: "take the staged outcome"
      case .decide: "decide"
      }
    }
  }

  /// One row: events in, the effect of the last one out, and the phase shown afterwards.
  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let events: [Event]
    /// The effect of the last event, as text.
    let effect: String
    /// The displayed phase after the last event.
    let displayed: ContentPhase.Kind
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "the app sets the same phase: nothing announced, no decision",
      events: [.appSetsPhase(.loaded)], effect: "announce false, decide false", displayed: .loaded),
    Row(
      name: "the app sets loading: announced, a decision is due",
      events: [.appSetsPhase(.loading)], effect: "announce true, decide true", displayed: .loading),
    Row(
      name: "a failure after a failure is announced again, without a decision",
      events: [.appSetsPhase(.failed(LoadError())), .decide, .appSetsPhase(.failed(LoadError()))],
      effect: "announce true, decide false", displayed: .failed),
    Row(
      name: "a load without show delay starts with no timer",
      events: [.startLoad(delays: false)], effect: "started, timer keep", displayed: .loaded),
    Row(
      name: "a load with a show delay schedules it",
      events: [.startLoad(delays: true)], effect: "started, timer scheduleShowDelay",
      displayed: .loaded),
    Row(
      name: "loading during the show delay is announced but shows the phase before",
      events: [.startLoad(delays: true), .loadsSetPhase(.loading)],
      effect: "announce true, decide false", displayed: .loaded),
    Row(
      name: "the show delay's end makes loading shown and asks for a decision",
      events: [.startLoad(delays: true), .loadsSetPhase(.loading), .showDelayElapsed],
      effect: "decide true", displayed: .loading),
    Row(
      name: "a load superseding one keeps its show delay running",
      events: [.startLoad(delays: true), .startLoad(delays: true)],
      effect: "started, superseded, timer keep", displayed: .loaded),
    Row(
      name: "the app setting the phase supersedes the running load",
      events: [.startLoad(delays: false), .loadsSetPhase(.loading), .appSetsPhase(.loaded)],
      effect: "superseded, announce true, decide true", displayed: .loaded),
    Row(
      name: "a loader's return finishes the running load",
      events: [.startLoad(delays: false), .loadsSetPhase(.loading), .loaderReturned],
      effect: "finished with rows", displayed: .loading),
    Row(
      name: "a loader's return within the minimum display holds its outcome in the core",
      events: [.startLoad(delays: false), .loadsSetPhase(.loading), .loaderReturnedEarly],
      effect: "held", displayed: .loading),
    Row(
      name: "a held outcome is applied once, when the minimum display ends",
      events: [
        .startLoad(delays: false), .loadsSetPhase(.loading), .loaderReturnedEarly, .complete,
        .complete,
      ],
      effect: "not current", displayed: .loading),
    Row(
      name: "a new load drops the held outcome and stops its alarm",
      events: [
        .startLoad(delays: false), .loadsSetPhase(.loading), .loaderReturnedEarly,
        .startLoad(delays: false),
      ],
      effect: "started, superseded, timer cancel", displayed: .loading),
    Row(
      name: "a cancelled loader ends the load, to put its phase back",
      events: [.startLoad(delays: false), .loaderCancelled], effect: "cancelled, back to loaded",
      displayed: .loaded),
    Row(
      name: "a stale load's outcome is not applied",
      events: [.startLoad(delays: false), .complete, .complete], effect: "not current",
      displayed: .loaded),
    Row(
      name: "cancelling with no load does nothing",
      events: [.cancelLoad], effect: "no load", displayed: .loaded),
    Row(
      name: "a load started by an apply step goes back to loaded when cancelled",
      events: [
        .appSetsPhase(.failed(LoadError())), .startLoad(delays: false),
        .loadsSetPhase(.loading), .loaderReturned, .complete, .applyingOutcome(true),
        .startLoad(delays: false), .applyingOutcome(false), .cancelLoad,
      ],
      effect: "cancelled, back to loaded", displayed: .loading),
    Row(
      name: "an apply step that leaves the phase has it become loaded",
      events: [
        .startLoad(delays: false), .loaderReturned, .complete, .applyingOutcome(true),
        .applyingOutcome(false),
      ],
      effect: "applied, loaded owed", displayed: .loaded),
    Row(
      name: "a phase the apply step sets by hand stays",
      events: [
        .startLoad(delays: false), .loaderReturned, .complete, .applyingOutcome(true),
        .appSetsPhase(.failed(LoadError())), .applyingOutcome(false),
      ],
      effect: "applied, phase kept", displayed: .failed),
    Row(
      name: "a staged outcome is handed to its apply step once",
      events: [
        .startLoad(delays: false), .loaderReturned, .complete, .applyingOutcome(true),
        .takeStaged,
      ],
      effect: "nothing staged", displayed: .loaded),
    Row(
      name: "a completed load's outcome is staged for the pass",
      events: [.startLoad(delays: false), .loaderReturned, .complete, .applyingOutcome(true)],
      effect: "applying rows", displayed: .loaded),
    Row(
      name: "a decision after loading swaps the empty placeholder for the loading one",
      events: [.appSetsPhase(.loading), .decide],
      effect: "swap(to: EmptyState.PlaceholderKind.loading)",
      displayed: .loading),
  ]

  @Test(arguments: rows)
  func eachEventAsksForItsEffects(_ row: Row) {
    var core = EmptyStateCore<String>()
    core.configurationChanged(to: EmptyStateCoreDecisionTests.everything)
    _ = core.decide(hasContent: false, content: nil, shouldDisplay: true)
    core.viewBuilt()
    var effect = ""
    for event in row.events { effect = Self.feed(event, to: &core) }
    #expect(effect == row.effect)
    #expect(core.displayedPhase.kind == row.displayed)
  }

  /// Feeds `event` to `core` and writes the effect it returned.
  static func feed(_ event: Event, to core: inout EmptyStateCore<String>) -> String {
    switch event {
    case .appSetsPhase(let phase), .loadsSetPhase(let phase):
      let byApp = if case .appSetsPhase = event { true } else { false }
      let change = core.setPhase(phase, byApp: byApp, computesPlaceholders: false)
      let superseded = change.superseded == nil ? "" : "superseded, "
      return "\(superseded)announce \(change.announced), decide \(change.decisionDue)"
    case .startLoad(let delays):
      switch core.startLoad(kind: .load, id: nil, delaysDisplay: delays) {
      case .joined: return "joined"
      case .started(_, let superseded, let timer):
        return "started, \(superseded == nil ? "" : "superseded, ")timer \(timer)"
      }
    case .showDelayElapsed:
      return "decide \(core.showDelayElapsed())"
    case .loaderReturned, .loaderReturnedEarly, .loaderCancelled:
      let generation = core.load?.generation ?? 0
      let cancelled = if case .loaderCancelled = event { true } else { false }
      let early = if case .loaderReturnedEarly = event { true } else { false }
      return describe(
        core.loaderFinished(
          generation: generation, cancelled: cancelled, outcome: "rows",
          minimumDisplayRuns: early))
    case .complete:
      let generation = core.load?.generation ?? 0
      return core.complete(generation: generation, outcome: "rows") ? "completed" : "not current"
    case .cancelLoad:
      return core.cancelLoad().map { "cancelled, back to \($0.phaseBefore.kind)" } ?? "no load"
    case .applyingOutcome(let applying):
      guard applying else {
        return core.appliedOutcome() ? "applied, loaded owed" : "applied, phase kept"
      }
      return core.applyStagedOutcome().map { "applying \($0.outcome)" } ?? "nothing staged"
    case .takeStaged:
      return core.applyStagedOutcome().map { "applying \($0.outcome)" } ?? "nothing staged"
    case .decide:
      return "\(core.decide(hasContent: false, content: nil, shouldDisplay: true))"
    }
  }

  static func describe(_ action: LoadStateMachine<String>.FinishAction) -> String {
    switch action {
    case .ignore: "ignore"
    case .cancelled(let load): "cancelled, back to \(load.phaseBefore.kind)"
    case .held: "held"
    case .finished(_, let outcome): "finished with \(outcome)"
    }
  }
}
