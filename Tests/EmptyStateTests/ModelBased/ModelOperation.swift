import EmptyState
import TestSupport

/// One random operation, stated as an intent that is interpreted against the state at the time
/// it runs (indices are reduced modulo what exists), so every sequence is valid and removing
/// operations while shrinking keeps it valid.
enum ModelOperation: Equatable, CustomStringConvertible {
  /// What a test hook does when it runs.
  enum HookBehaviour: Equatable {
    case record
    case cancelsAnother(Int)
    case addsAHook
    case reloadsOnce
  }

  enum Content: Equatable {
    case image
    case title
    case both
  }

  /// What a loader's gate hands over.
  enum Resolution: Equatable {
    case rows([Int])
    case failure
    /// The loader throws `CancellationError` (its task was not cancelled).
    case cancellation
  }

  case setData([Int])
  case reload
  case insertRows(section: Int, at: Int, count: Int)
  case deleteRows(section: Int, at: Int, count: Int)
  case moveRow(fromSection: Int, toSection: Int)
  case insertSection(at: Int, count: Int)
  case deleteSection(Int)
  case moveSection(from: Int, to: Int)
  case batch(deleteFrom: Int, insertInto: Int)
  case inconsistentInsert(section: Int)
  case attach(Content, tappable: Bool, title: Int)
  case remove
  case phasePlaceholders(Bool)
  case phase(ContentPhase.Kind)
  case options(
    display: EmptyStateOptions.Display, refresh: EmptyStateOptions.Refresh, predicate: Bool?,
    timed: Bool)
  case tap(x: Double, y: Double)
  case tapEmptyView
  case addHook(before: Bool, HookBehaviour)
  case cancelHook(Int)
  case swapDataSource([Int])
  case releaseDataSource
  case resize(width: Double, height: Double)
  /// A load (`.load`: a new loader), or the last loader again (`.refresh`, `.retry`).
  case startLoad(LoadKind)
  /// The gate of a run not resolved yet (chosen by index) hands over its result.
  case resolveRun(Int, Resolution)
  /// The task of a run (chosen by index) is cancelled.
  case cancelRun(Int)
  case cancelLoading
  /// The clock moves on in steps of `step` ms, the timers firing at each; with `frames`, a
  /// frame is drawn after each step.
  case advance(milliseconds: Int, step: Int, frames: Bool)
  case search(String?)
  /// A tap on the centre of the shown placeholder's button.
  case tapButton
  /// The list is released, whatever it is doing, and a new one takes its place.
  case releaseList
  /// One of the list's trait overrides is set or cleared.
  case traits(TraitChange)
  /// The list's transitions are set (`.none` for none); fades under way go on.
  case transitions(EmptyStateOptions.Transitions)
  /// The list's clock is replaced by a new one at the same time: every pending time (show delay,
  /// held result, fade) goes on there for what it had left, so the model changes nothing.
  case swapClock

  /// Whether the list may read its counts during the operation before changing anything: all
  /// but those that only change what the data source answers, and updates (which fetch counts
  /// never fetched themselves, after the data source changed).
  var readsCounts: Bool {
    switch self {
    case .setData, .releaseDataSource, .insertRows, .deleteRows, .moveRow, .insertSection,
      .deleteSection, .moveSection, .batch, .inconsistentInsert:
      false
    default: true
    }
  }

  var description: String {
    switch self {
    case .swapClock: return "swapClock"
    case .setData(let counts): return "setData(\(counts))"
    case .reload: return "reload"
    case .insertRows(let s, let at, let n):
      return "insertRows(section: \(s), at: \(at), count: \(n))"
    case .deleteRows(let s, let at, let n):
      return "deleteRows(section: \(s), at: \(at), count: \(n))"
    case .moveRow(let a, let b): return "moveRow(fromSection: \(a), toSection: \(b))"
    case .insertSection(let at, let n): return "insertSection(at: \(at), count: \(n))"
    case .deleteSection(let s): return "deleteSection(\(s))"
    case .moveSection(let a, let b): return "moveSection(from: \(a), to: \(b))"
    case .batch(let a, let b): return "batch(deleteFrom: \(a), insertInto: \(b))"
    case .inconsistentInsert(let s): return "inconsistentInsert(section: \(s))"
    case .attach(let c, let t, let title): return "attach(\(c), tappable: \(t), title: \(title))"
    case .remove: return "remove"
    case .phasePlaceholders(let on): return "phasePlaceholders(\(on))"
    case .phase(let kind): return "phase(.\(kind))"
    case .options(let d, let r, let p, let t):
      return
        "options(display: .\(d), refresh: .\(r), predicate: \(p.map(String.init) ?? "nil"), timed: \(t))"
    case .tap(let x, let y): return "tap(x: \(x), y: \(y))"
    case .tapEmptyView: return "tapEmptyView"
    case .addHook(let before, let behaviour): return "addHook(before: \(before), .\(behaviour))"
    case .cancelHook(let i): return "cancelHook(\(i))"
    case .swapDataSource(let counts): return "swapDataSource(\(counts))"
    case .releaseDataSource: return "releaseDataSource"
    case .resize(let w, let h): return "resize(width: \(w), height: \(h))"
    case .startLoad(let kind): return "startLoad(.\(kind))"
    case .resolveRun(let run, let resolution): return "resolveRun(\(run), \(resolution))"
    case .cancelRun(let run): return "cancelRun(\(run))"
    case .cancelLoading: return "cancelLoading"
    case .advance(let milliseconds, let step, let frames):
      return "advance(milliseconds: \(milliseconds), step: \(step), frames: \(frames))"
    case .search(let query): return "search(\(query.map { "\"\($0)\"" } ?? "nil"))"
    case .tapButton: return "tapButton"
    case .releaseList: return "releaseList"
    case .traits(let change): return "traits(\(change))"
    case .transitions(let transitions): return "transitions(\(Self.describe(transitions)))"
    }
  }
}

/// Draws random operations from a seeded generator.
struct ModelOperationGenerator {
  var random: SplitMix64Box

  mutating func counts() -> [Int] {
    (0..<random.int(0...4)).map { _ in random.int(0...3) == 0 ? random.int(1...3) : 0 }
  }

  mutating func next() -> ModelOperation {
    let r = random
    switch r.int(0...131) {
    case 0..<8: return .setData(counts())
    case 8..<18: return .reload
    case 18..<28: return .insertRows(section: r.int(0...9), at: r.int(0...9), count: r.int(1...3))
    case 28..<38: return .deleteRows(section: r.int(0...9), at: r.int(0...9), count: r.int(1...3))
    case 38..<41: return .moveRow(fromSection: r.int(0...9), toSection: r.int(0...9))
    case 41..<45: return .insertSection(at: r.int(0...9), count: r.int(0...2))
    case 45..<49: return .deleteSection(r.int(0...9))
    case 49..<51: return .moveSection(from: r.int(0...9), to: r.int(0...9))
    case 51..<55: return .batch(deleteFrom: r.int(0...9), insertInto: r.int(0...9))
    case 55..<57: return .inconsistentInsert(section: r.int(0...9))
    case 57..<62:
      let content: [ModelOperation.Content] = [.image, .title, .both]
      return .attach(content[r.int(0...2)], tappable: r.int(0...1) == 1, title: r.int(0...3))
    case 62..<64: return .remove
    case 64..<66: return .phasePlaceholders(r.int(0...1) == 1)
    case 66..<71:
      return .phase(
        [ContentPhase.Kind.notLoaded, .loading, .loaded, .loaded, .failed][r.int(0...4)])
    case 71..<73:
      let predicate: [Bool?] = [nil, nil, true, false]
      return .options(
        display: r.int(0...3) == 0 ? .always : .automatic,
        refresh: r.int(0...1) == 0 ? .keepContent : .replaceContent,
        predicate: predicate[r.int(0...3)], timed: r.int(0...2) != 0)
    case 73..<77: return .tap(x: Double(r.int(-20...420)), y: Double(r.int(-20...520)))
    case 77..<81: return .tapEmptyView
    case 81..<88:
      let behaviours: [ModelOperation.HookBehaviour] = [
        .record, .record, .cancelsAnother(r.int(0...5)), .addsAHook, .reloadsOnce,
      ]
      return .addHook(before: r.int(0...1) == 0, behaviours[r.int(0...4)])
    case 88..<91: return .cancelHook(r.int(0...7))
    case 91..<93: return .swapDataSource(counts())
    case 93..<94: return .releaseDataSource
    case 94..<100:
      return .resize(width: Double(r.int(0...40) * 10), height: Double(r.int(0...50) * 10))
    case 100..<120: return nextLoadOperation()
    default: return nextPresentationOperation()
    }
  }

  /// One of the operations on loads, the clock and search.
  mutating func nextLoadOperation() -> ModelOperation {
    let r = random
    switch r.int(0...19) {
    case 0..<4: return .startLoad(.load)
    case 4: return .startLoad(.refresh)
    case 5: return .startLoad(.retry)
    case 6..<10: return .resolveRun(r.int(0...3), .rows(counts()))
    case 10..<12: return .resolveRun(r.int(0...3), .failure)
    case 12: return .resolveRun(r.int(0...3), .cancellation)
    case 13: return .cancelRun(r.int(0...3))
    case 14: return .cancelLoading
    case 15..<17: return nextAdvance()
    case 17: return .search([nil, "", "latte", "mocha"][r.int(0...3)])
    case 18: return .tapButton
    default: return .releaseList
    }
  }
}

/// A seeded generator shared by reference, so helper calls advance the same sequence.
final class SplitMix64Box {
  private var generator: SplitMix64

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }
}
