import EmptyState
import TestSupport
import Testing

/// Random diffable applies (sections appearing, vanishing, reordered, emptied and filled) and
/// phase changes on tables and collections with placeholders by section identifier, checked
/// after every apply against the model: exactly the empty sections whose identifier has a
/// placeholder show one, at the index the snapshot gives them, each appearance told once.
///
/// Seeded and reproducible. A plain `swift test` runs 100 seeds, `EMPTYSTATE_SOAK=1` 300,
/// `EMPTYSTATE_LONG_RUN=1` 30,000 (``ModelRunLength``).
@Suite @MainActor struct SectionApplyModelTests {
  static let stepsPerSeed = 25
  static var seedCount: Int { ModelRunLength.seeds(quick: 100, soak: 300, long: 30_000) }
  /// The section identifiers; those below 4 have a placeholder.
  static let identifiers = Array(0..<6)
  static func hasPlaceholder(_ identifier: Int) -> Bool { identifier < 4 }

  @Test func randomAppliesShowExactlyTheEmptySectionsWithAPlaceholder() throws {
    var failures = 0
    for seed in 0..<UInt64(Self.seedCount) {
      guard let failure = try Self.run(seed: seed) else { continue }
      Issue.record("seed \(seed): \(failure)")
      failures += 1
      if failures == 3 { break }
    }
  }

  static func run(seed: UInt64) throws -> String? {
    var random = SplitMix64(seed: seed)
    let collection = seed % 2 == 1
    let list: ListView =
      collection ? CollectionView(frame: Fixtures.bounds) : TableView(frame: Fixtures.bounds)
    list.diagnosticHandler = { _, diagnostic in Issue.record("diagnostic: \(diagnostic)") }
    let log = AppearanceLog()
    var nextItem = 0
    let driven: Driven
    if let table = list as? TableView {
      let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
      driven = try Self.drive(table, through: dataSource, log: log)
    } else {
      let collectionView = try #require(list as? CollectionView)
      collectionView.sectionHeaderHeight = 10
      let dataSource = CollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
      ) { _, _, _ in nil }
      driven = try Self.drive(collectionView, through: dataSource, log: log)
    }
    let (apply, shown, listShown, setPhase) =
      (driven.apply, driven.shown, driven.listShown, driven.setPhase)
    defer { driven.tokens.forEach { $0.cancel() } }
    for step in 0..<stepsPerSeed {
      if random.next() % 6 == 0 {
        setPhase(random.next() % 2 == 0 ? .loading : .loaded)
        continue
      }
      var snapshot = ListSnapshot<Int, Int>()
      let sections = identifiers.shuffled(using: &random).prefix(Int(random.next() % 5))
      try snapshot.appendSections(Array(sections))
      var empty: [Int] = []
      for section in sections {
        let count = random.next() % 3 == 0 ? 0 : Int(random.next() % 3) + 1
        if count == 0 { empty.append(section) }
        try snapshot.appendItems(Array(nextItem..<nextItem + count), toSection: section)
        nextItem += count
      }
      apply(snapshot)
      let expected =
        listShown()
        ? []
        : sections.enumerated().filter { empty.contains($0.element) && hasPlaceholder($0.element) }
          .map(\.offset)
      guard shown() == expected else {
        return "step \(step): shown \(shown()), expected \(expected) for \(Array(sections))"
      }
      guard list.sectionsWithViews == expected else {
        return "step \(step): the list holds \(list.sectionsWithViews), expected \(expected)"
      }
      for section in expected where log.appeared[section] != 1 {
        return "step \(step): section \(section) appeared \(log.appeared[section] ?? 0) times"
      }
    }
    return nil
  }

  /// What the model drives of one list, the same for a table and a collection.
  struct Driven {
    let apply: (ListSnapshot<Int, Int>) -> Void
    let shown: () -> [Int]
    let listShown: () -> Bool
    let setPhase: (ContentPhase) -> Void
    /// The event listener, and a token that keeps the data source (lists hold it weakly).
    let tokens: [HookToken]
  }

  /// Gives `list` an empty placeholder and the placeholders of ``identifiers`` that have one,
  /// looked up in `dataSource`, with its section events noted in `log`.
  static func drive<List: ListView & ListContainer>(
    _ list: List, through dataSource: ListDiffableDataSource<List, Int, Int>, log: AppearanceLog
  ) throws -> Driven where List.HookOwner == List {
    let placeholders = Dictionary(
      uniqueKeysWithValues: identifiers.filter(hasPlaceholder).map { identifier in
        (identifier, try? EmptyStatePlaceholder<List>(title: "Nothing in \(identifier)"))
      }
    ).compactMapValues { $0 }
    let emptyState = list.emptyState
    emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No rows")
    emptyState.configuration.sections = .byIdentifier(placeholders, in: dataSource)
    let events = emptyState.onSectionEvent { _, event in log.note(event) }
    return Driven(
      apply: { dataSource.apply($0) }, shown: { emptyState.sectionsShowingPlaceholders },
      listShown: { emptyState.isShown }, setPhase: { emptyState.phase = $0 },
      tokens: [events, HookToken.keeping(dataSource)])
  }
}

/// How many times each section's placeholder appeared since it last disappeared.
@MainActor
final class AppearanceLog {
  private(set) var appeared: [Int: Int] = [:]

  func note(_ event: SectionPlaceholderEvent) {
    if event.event == .didAppear { appeared[event.section, default: 0] += 1 }
    if event.event == .didDisappear { appeared[event.section] = nil }
  }
}

extension HookToken {
  /// A token that keeps `object` alive until it is cancelled or dropped (the lists hold their
  /// data sources weakly).
  @MainActor
  static func keeping(_ object: AnyObject) -> HookToken {
    let registry = HookRegistry<ViewNode, Int>()
    return registry.after { _, _ in _ = object }
  }
}
