import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

/// Seeded random steps on a list whose every handler calls back into it.
///
/// Each event, section event and announcement reloads the list, and some change its data
/// first, within a budget per step, or without end in one step of ten. Each step starts the
/// flow from another entry (a reload, an update, a batch, a phase, a load, a page, a section
/// flip, an announcement listener). After every step, runaways included, the tree must hold
/// what the data and the phase call for.
@Suite @MainActor struct ReentrantHandlerModelTests {
  static let stepsPerSeed = 60
  static var seedCount: Int { ModelRunLength.seeds(quick: 60, soak: 300, long: 10_000) }

  @Test func everyStepOfAListWhoseHandlersCallBackEndsWithTheTreeTheDataCallsFor() async {
    var failures: [String] = []
    for seed in 0..<UInt64(Self.seedCount) {
      let failure =
        seed % 2 == 0
        ? await ReentrantScene.table(seed: seed).run(steps: Self.stepsPerSeed)
        : await ReentrantScene.collection(seed: seed).run(steps: Self.stepsPerSeed)
      if let failure {
        failures.append("seed \(seed) (\(seed % 2 == 0 ? "table" : "collection")): \(failure)")
        if failures.count == 3 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func theHandlersReachARunawayAndEveryEntry() async {
    var reached = Set<String>()
    var runaways = 0
    for seed in 0..<UInt64(20) {
      let table = ReentrantScene.table(seed: seed)
      let collection = ReentrantScene.collection(seed: seed)
      _ = await table.run(steps: Self.stepsPerSeed)
      _ = await collection.run(steps: Self.stepsPerSeed)
      reached.formUnion(table.entriesThatCalledBack.intersection(collection.entriesThatCalledBack))
      runaways += (table.log.entries + collection.log.entries).count {
        if case .hook(.runawayReentrancy) = $0 { true } else { false }
      }
    }
    #expect(reached == ReentrantStep.allEntries)
    #expect(runaways > 0)
  }
}

/// A step of the re-entrant suite, and the entry it starts a flow from.
enum ReentrantStep: CustomStringConvertible {
  case setData([Int])
  case insertRow(section: Int)
  case deleteRow(section: Int)
  case insertSection(Int)
  case deleteSection(Int)
  case batch(deleteFrom: Int, insertInto: Int)
  case phase(ContentPhase)
  case load([Int]?)
  /// Pages of `size` rows: from the first page, or the next one of the loader there is.
  case page(fromTheFirst: Bool, size: Int)

  /// The entries a step starts a flow from, and the handlers that call back.
  static let allEntries: Set<String> = [
    "reload", "update", "batch", "phase", "load", "page", "event", "section event",
    "announcement",
  ]

  var entry: String {
    switch self {
    case .setData: "reload"
    case .insertRow, .deleteRow, .insertSection, .deleteSection: "update"
    case .batch: "batch"
    case .phase: "phase"
    case .load: "load"
    case .page: "page"
    }
  }

  var description: String {
    switch self {
    case .setData(let counts): "setData(\(counts))"
    case .insertRow(let section): "insertRow(section: \(section))"
    case .deleteRow(let section): "deleteRow(section: \(section))"
    case .insertSection(let index): "insertSection(\(index))"
    case .deleteSection(let index): "deleteSection(\(index))"
    case .batch(let from, let into): "batch(deleteFrom: \(from), insertInto: \(into))"
    case .phase(let phase): "phase(\(phase))"
    case .load(let counts): "load(\(counts.map { "\($0)" } ?? "fails"))"
    case .page(let first, let size): "page(fromTheFirst: \(first), size: \(size))"
    }
  }
}

/// A list or collection with a placeholder for each phase and for empty sections,
/// announcements on, and handlers that call back into it on every event.
@MainActor
final class ReentrantScene<List: ListView & ListContainer> where List.HookOwner == List {
  typealias Step = ReentrantStep

  struct Offline: Error {}

  let source: SectionsSource
  let list: List
  let log = DiagnosticLog()
  let clock = TestClock()
  private var random: SplitMix64
  /// How many data changes the handlers may still make in this step.
  private var budget = 0
  private var tokens: [HookToken] = []
  /// The steps' entries in which a handler called back, and the handlers that did.
  private(set) var entriesThatCalledBack = Set<String>()
  private var handlerRan = false
  private var history: [String] = []
  private weak var pages: PagedLoader<List, Int, [Int]>?

  /// A scene over `list`, which `connect` makes show the scene's data source.
  init(seed: UInt64, list: List, connect: (List, SectionsSource) -> Void) {
    random = SplitMix64(seed: seed)
    self.list = list
    source = SectionsSource([1])
    connect(list, source)
    list.diagnosticHandler = { [log] _, diagnostic in log.entries.append(diagnostic) }
    list.reloadData()
    list.emptyState.clock = clock
    list.emptyState.configuration = EmptyStateConfiguration(
      empty: try? EmptyStatePlaceholder(title: "None"),
      loading: try? EmptyStatePlaceholder(title: "Loading"),
      failure: try? EmptyStatePlaceholder(title: "Offline"))
    list.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    list.emptyState.configuration.sections = SectionPlaceholders { _, _ in
      try? EmptyStatePlaceholder(title: "Nothing here")
    }
    // Each pair of seeds (a table and a collection) adds one more thing for the flows to pass.
    switch seed / 2 % 4 {
    case 1: list.emptyState.configuration.shouldDisplay = { _ in true }
    case 2: list.emptyState.configuration.options.presentation = .afterCompletion
    case 3: list.emptyState.configuration.options.transitions = .fade(duration: .milliseconds(100))
    default: break
    }
    addHandlers()
  }

  /// Runs `steps` random steps; the first one after which the tree is not what the data and
  /// the phase call for, with the steps up to it.
  func run(steps: Int) async -> String? {
    defer { for token in tokens { token.cancel() } }
    for _ in 0..<steps {
      let step = nextStep()
      history.append(step.description)
      // One step in ten gives the handlers no end: they fill and empty the list until the
      // runaway bound stops them. Not with fades: each fade's end is a call of its own, and
      // handlers that answer every one with another fade animate for ever, as in any app.
      let endless =
        Int.random(in: 0..<10, using: &random) == 0
        && !list.emptyState.configuration.options.transitions.isAnimated
      budget = endless ? .max : Int.random(in: 0...3, using: &random)
      handlerRan = false
      await apply(step)
      // Fades run to their ends, and what their events cause, before the tree is read.
      await list.emptyState.settle(running: clock)
      if handlerRan { entriesThatCalledBack.insert(step.entry) }
      if let problem = problem() {
        return "\(problem) after \(history.joined(separator: ", "))"
      }
    }
    return nil
  }

  // MARK: Handlers

  private func addHandlers() {
    tokens.append(
      list.onEmptyStateEvent { [unowned self] list, event in
        calledBack("event")
        switch event {
        case .didAppear: change { $0 = [1] + $0.dropFirst() }
        case .didDisappear: change { $0 = $0.map { _ in 0 } }
        default: break
        }
        list.reloadData()
      })
    tokens.append(
      list.emptyState.onSectionEvent { [unowned self] list, event in
        calledBack("section event")
        let row = [ListIndexPath(row: 0, section: event.section)]
        let count = event.section < source.sections.count ? source.sections[event.section] : nil
        switch (event.event, count) {
        case (.didAppear, .some), (.didDisappear, .some(1...)):
          guard spend() else { break }
          // Fills the section as its placeholder appears, empties it as it goes.
          source.sections[event.section] += event.event == .didAppear ? 1 : -1
          return event.event == .didAppear ? list.insertItems(at: row) : list.deleteItems(at: row)
        default: break
        }
        list.reloadData()
      })
    tokens.append(
      list.onEmptyStateAnnouncement { [unowned self] list, _ in
        calledBack("announcement")
        change { $0 = $0.isEmpty ? [1] : $0.map { $0 + 1 } }
        list.reloadData()
      })
  }

  private func calledBack(_ handler: String) {
    entriesThatCalledBack.insert(handler)
    handlerRan = true
  }

  /// Changes the data with `edit` if the step's budget allows.
  private func change(_ edit: (inout [Int]) -> Void) {
    guard spend() else { return }
    edit(&source.sections)
  }

  private func spend() -> Bool {
    guard budget > 0 else { return false }
    budget -= 1
    return true
  }

  // MARK: Steps

  private func nextStep() -> Step {
    let sections = source.sections
    let section = sections.isEmpty ? 0 : Int.random(in: 0..<sections.count, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return .setData(randomCounts())
    case 1 where !sections.isEmpty: return .insertRow(section: section)
    case 2:
      if let full = sections.firstIndex(where: { $0 > 0 }) { return .deleteRow(section: full) }
      return .setData(randomCounts())
    case 3: return .insertSection(Int.random(in: 0...sections.count, using: &random))
    case 4 where !sections.isEmpty: return .deleteSection(section)
    case 5 where sections.count > 1 && sections[section] > 0:
      return .batch(deleteFrom: section, insertInto: (section + 1) % sections.count)
    case 6:
      let phases: [ContentPhase] = [.loading, .loaded, .failed(Offline()), .notLoaded]
      return .phase(phases[Int.random(in: 0..<phases.count, using: &random)])
    case 7: return .load(Bool.random(using: &random) ? randomCounts() : nil)
    case 8:
      return .page(
        fromTheFirst: Bool.random(using: &random), size: Int.random(in: 0...2, using: &random))
    default: return .setData(randomCounts())
    }
  }

  private func randomCounts() -> [Int] {
    (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0...2, using: &random) }
  }

  private func apply(_ step: Step) async {
    switch step {
    case .setData(let counts):
      source.sections = counts
      list.reloadData()
    case .insertRow(let section):
      source.sections[section] += 1
      list.insertItems(at: [ListIndexPath(row: 0, section: section)])
    case .deleteRow(let section):
      source.sections[section] -= 1
      list.deleteItems(at: [ListIndexPath(row: 0, section: section)])
    case .insertSection(let index):
      source.sections.insert(Int.random(in: 0...1, using: &random), at: index)
      list.insertSections([index])
    case .deleteSection(let index):
      source.sections.remove(at: index)
      list.deleteSections([index])
    case .batch(let from, let into):
      list.performBatchUpdates {
        source.sections[from] -= 1
        source.sections[into] += 1
        list.deleteItems(at: [ListIndexPath(row: 0, section: from)])
        list.insertItems(at: [ListIndexPath(row: 0, section: into)])
      }
    case .phase(let phase):
      list.emptyState.phase = phase
    case .load(let counts):
      let loader = TestLoader<[Int]>()
      list.emptyState.load({ try await loader.value() }) { [source] list, counts in
        source.sections = counts
        list.reloadData()
      }
      if let counts { loader.succeed(counts) } else { loader.fail(Offline()) }
      await list.emptyState.settle(running: clock)
    case .page(let fromTheFirst, let size):
      if fromTheFirst || pages == nil {
        // Pages of `size` rows into section 0; four pages in all, asked for as the list
        // comes near its end.
        pages = list.loadPages(startingAt: 0) { cursor in
          LoadedPage(items: Array(repeating: 0, count: size), next: cursor < 3 ? cursor + 1 : nil)
        } apply: { [source] list, items, placement in
          let kept = placement == .replacingContent ? 0 : source.sections.first ?? 0
          source.sections = [kept + items.count] + source.sections.dropFirst()
          list.reloadData()
        }
      } else {
        pages?.loadNextPage()
      }
      await list.emptyState.settle(running: clock)
    }
  }

  // MARK: The check

  /// What is wrong with the tree, given the data and the phase, or `nil`.
  private func problem() -> String? {
    let counts = (0..<list.numberOfSections).map(list.numberOfItems(inSection:))
    if counts != source.sections { return "counts \(counts), data \(source.sections)" }
    let empty = counts.allSatisfy { $0 == 0 }
    let kind: PlaceholderKind? =
      switch list.emptyState.phase {
      case _ where !empty: nil
      case .loading: .loading
      case .failed: .failure
      case .loaded: .empty
      case .notLoaded: nil  // never loaded is not loaded and empty
      }
    if list.emptyState.shownPlaceholder != kind {
      return
        "shown \(String(describing: list.emptyState.shownPlaceholder)), expected \(String(describing: kind))"
    }
    if let problem = ViewTreeCheck.problem(in: list, shown: kind) { return problem }
    let emptySections = kind == nil ? counts.indices.filter { counts[$0] == 0 } : []
    if list.emptyState.sectionsShowingPlaceholders != emptySections {
      return
        "section placeholders \(list.emptyState.sectionsShowingPlaceholders), expected \(emptySections)"
    }
    if list.sectionsWithViews != emptySections {
      return "section views \(list.sectionsWithViews), expected \(emptySections)"
    }
    return nil
  }
}

extension ReentrantScene<TableView> {
  /// A table (a table's `insertRows` and `deleteRows` run the list's `insertItems` and
  /// `deleteItems`, which the scene calls).
  static func table(seed: UInt64) -> ReentrantScene<TableView> {
    ReentrantScene(seed: seed, list: TableView(frame: Fixtures.bounds)) { $0.dataSource = $1 }
  }
}

extension ReentrantScene<CollectionView> {
  /// A collection.
  static func collection(seed: UInt64) -> ReentrantScene<CollectionView> {
    ReentrantScene(seed: seed, list: CollectionView(frame: Fixtures.bounds)) {
      $0.dataSource = $1
    }
  }
}
