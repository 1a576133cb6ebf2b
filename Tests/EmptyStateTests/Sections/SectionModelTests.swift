import EmptyState
import TestSupport
import Testing

/// Random reloads, updates, batches, section inserts and deletes and phase changes on tables and
/// collections, checked after every step against a reference model of which sections are
/// empty: exactly the empty configured sections show a placeholder (none while the list's
/// placeholder shows, unless kept), each laid out between its strips, covering nothing the list
/// draws, and each appearance told once.
///
/// Seeded and reproducible; a failure names its seed and step. A plain `swift test` runs 100
/// seeds, `EMPTYSTATE_SOAK=1` 300, `EMPTYSTATE_LONG_RUN=1` 30,000 (``ModelRunLength``).
@Suite @MainActor struct SectionModelTests {
  static let stepsPerSeed = 30
  static var seedCount: Int { ModelRunLength.seeds(quick: 100, soak: 300, long: 30_000) }

  /// A section is configured unless its index is a multiple of 3 plus 2.
  static func isConfigured(_ section: Int) -> Bool { section % 3 != 2 }

  @Test func randomChangesShowExactlyTheEmptyConfiguredSections() {
    var failures = 0
    for seed in 0..<UInt64(Self.seedCount) {
      guard let failure = Self.run(seed: seed) else { continue }
      Issue.record("seed \(seed): \(failure)")
      failures += 1
      if failures == 3 { break }
    }
  }

  /// Runs one seed; returns the first mismatch.
  static func run(seed: UInt64) -> String? {
    var random = SplitMix64(seed: seed)
    let scene = SectionScene(collection: seed % 2 == 1, counts: randomCounts(&random))
    for step in 0..<stepsPerSeed {
      let operation = scene.randomOperation(&random)
      scene.perform(operation)
      if let mismatch = scene.mismatch() { return "step \(step) \(operation): \(mismatch)" }
    }
    return nil
  }

  static func randomCounts(_ random: inout SplitMix64) -> [Int] {
    (0..<Int(random.next() % 6)).map { _ in random.next() % 3 == 0 ? 0 : Int(random.next() % 3) }
  }
}

/// A list under test: a table or a collection with strips, tall enough that everything is
/// drawn, its data source, and what its section placeholders told.
@MainActor
final class SectionScene {
  enum Operation: CustomStringConvertible {
    case reload([Int])
    case insertItem(section: Int)
    case deleteItem(section: Int)
    case insertSection(at: Int, count: Int)
    case deleteSection(Int)
    case batch(insertInto: Int, deleteFrom: Int)
    case phase(ContentPhase.Kind)
    case rule(SectionPlaceholders<ListView>.WhileListPlaceholderShows)

    var description: String {
      switch self {
      case .reload(let counts): "reload(\(counts))"
      case .insertItem(let section): "insertItem(\(section))"
      case .deleteItem(let section): "deleteItem(\(section))"
      case .insertSection(let at, let count): "insertSection(at: \(at), count: \(count))"
      case .deleteSection(let section): "deleteSection(\(section))"
      case .batch(let into, let from): "batch(insert into \(into), delete from \(from))"
      case .phase(let kind): "phase(\(kind))"
      case .rule(let rule): "rule(\(rule))"
      }
    }
  }

  let source: SectionsSource
  let list: ListView
  private(set) var rule = SectionPlaceholders<ListView>.WhileListPlaceholderShows
    .hideSectionPlaceholders
  private var appeared: [Int: Int] = [:]
  /// The announcements of the step under way, and the section placeholders shown before it.
  private var told: [EmptyStateAnnouncement] = []
  private var shownBefore: [Int] = []
  private var tokens: [HookToken] = []
  private let isCollection: Bool

  init(collection: Bool, counts: [Int]) {
    source = SectionsSource(counts)
    isCollection = collection
    let frame = ViewRect(x: 0, y: 0, width: 320, height: 100_000)
    if collection {
      let collection = CollectionView(frame: frame)
      collection.dataSource = source
      collection.sectionHeaderHeight = 12
      collection.sectionFooterHeight = 8
      list = collection
    } else {
      let table = TableView(frame: frame)
      table.dataSource = source
      table.rowHeight = 10
      list = table
    }
    list.diagnosticHandler = { _, diagnostic in Issue.record("diagnostic: \(diagnostic)") }
    configure()
  }

  private func configure() {
    if let table = list as? TableView {
      configure(table.emptyState)
    } else if let collection = list as? CollectionView {
      configure(collection.emptyState)
    }
  }

  private func configure<List>(_ controller: EmptyStateController<List>) {
    if tokens.isEmpty {
      tokens.append(
        controller.onSectionEvent { [unowned self] _, event in
          if event.event == .didAppear { appeared[event.section, default: 0] += 1 }
          if event.event == .didDisappear { appeared[event.section] = nil }
        })
      tokens.append(controller.onAnnouncement { [unowned self] _, told in self.told.append(told) })
    }
    var configuration = controller.configuration
    configuration.options.announcements = .on(minimumInterval: .zero)
    configuration.empty = try? EmptyStatePlaceholder(title: "No rows")
    configuration.loading = try? EmptyStatePlaceholder(title: "Loading")
    configuration.failure = try? EmptyStatePlaceholder(title: "Failed")
    configuration.sections = SectionPlaceholders(
      whileListPlaceholderShows: rule == .hideSectionPlaceholders
        ? .hideSectionPlaceholders : .keepSectionPlaceholders
    ) { _, section in
      SectionModelTests.isConfigured(section)
        ? try? EmptyStatePlaceholder(title: "Nothing in \(section)") : nil
    }
    controller.configuration = configuration
  }

  private var shownSections: [Int] {
    if let table = list as? TableView { return table.emptyState.sectionsShowingPlaceholders }
    if let collection = list as? CollectionView {
      return collection.emptyState.sectionsShowingPlaceholders
    }
    return []
  }

  private var listPlaceholderShown: Bool {
    if let table = list as? TableView { return table.emptyState.isShown }
    if let collection = list as? CollectionView { return collection.emptyState.isShown }
    return false
  }

  private func setPhase(_ kind: ContentPhase.Kind) {
    let phase: ContentPhase =
      switch kind {
      case .loading: .loading
      case .failed: .failed(SceneError.offline)
      default: .loaded
      }
    if let table = list as? TableView { table.emptyState.phase = phase }
    if let collection = list as? CollectionView { collection.emptyState.phase = phase }
  }

  enum SceneError: Error { case offline }

  func randomOperation(_ random: inout SplitMix64) -> Operation {
    let counts = source.sections
    let nonEmpty = counts.indices.filter { counts[$0] > 0 }
    switch random.next() % 10 {
    case 0, 1: return .reload(SectionModelTests.randomCounts(&random))
    case 2 where !counts.isEmpty:
      return .insertItem(section: Int(random.next() % UInt64(counts.count)))
    case 3 where !nonEmpty.isEmpty:
      return .deleteItem(section: nonEmpty[Int(random.next() % UInt64(nonEmpty.count))])
    case 4:
      return .insertSection(
        at: Int(random.next() % UInt64(counts.count + 1)), count: Int(random.next() % 2))
    case 5 where !counts.isEmpty: return .deleteSection(Int(random.next() % UInt64(counts.count)))
    case 6 where !counts.isEmpty && !nonEmpty.isEmpty:
      return .batch(
        insertInto: Int(random.next() % UInt64(counts.count)),
        deleteFrom: nonEmpty[Int(random.next() % UInt64(nonEmpty.count))])
    case 7: return .phase([.loading, .loaded, .failed][Int(random.next() % 3)])
    case 8:
      return .rule(random.next() % 2 == 0 ? .hideSectionPlaceholders : .keepSectionPlaceholders)
    default: return .reload(counts)
    }
  }

  func perform(_ operation: Operation) {
    told = []
    shownBefore = shownSections
    switch operation {
    case .reload(let counts):
      source.sections = counts
      list.reloadData()
    case .insertItem(let section):
      source.sections[section] += 1
      list.insertItems(at: [ListIndexPath(item: 0, section: section)])
    case .deleteItem(let section):
      source.sections[section] -= 1
      list.deleteItems(at: [ListIndexPath(item: 0, section: section)])
    case .insertSection(let at, let count):
      source.sections.insert(count, at: at)
      list.insertSections([at])
    case .deleteSection(let section):
      source.sections.remove(at: section)
      list.deleteSections([section])
    case .batch(let into, let from):
      list.performBatchUpdates {
        source.sections[into] += 1
        source.sections[from] -= 1
        list.insertItems(at: [ListIndexPath(item: 0, section: into)])
        list.deleteItems(at: [ListIndexPath(item: 0, section: from)])
      }
    case .phase(let kind):
      setPhase(kind)
    case .rule(let newRule):
      rule = newRule
      configure()
    }
  }

  /// What differs from the model, if anything.
  func mismatch() -> String? {
    let counts = source.sections
    let hidden = listPlaceholderShown && rule == .hideSectionPlaceholders
    let expected =
      hidden ? [] : counts.indices.filter { counts[$0] == 0 && SectionModelTests.isConfigured($0) }
    guard shownSections == expected else {
      return "shown \(shownSections), expected \(expected) (counts \(counts))"
    }
    guard list.sectionsWithViews == expected else {
      return "the list holds views in \(list.sectionsWithViews), expected \(expected)"
    }
    for section in expected where appeared[section] != 1 {
      return "section \(section) appeared \(appeared[section] ?? 0) times"
    }
    if let mismatch = announcementMismatch(expected: expected) { return mismatch }
    return placementMismatch(counts: counts)
  }

  /// At most one announcement a call, for a placeholder shown now, and never for a section
  /// placeholder that was already shown (a call can only empty and refill a section by
  /// inserting or deleting sections, which shows it anew).
  private func announcementMismatch(expected: [Int]) -> String? {
    guard told.count <= 1 else { return "\(told.count) announcements in one call: \(told)" }
    guard let announcement = told.first else { return nil }
    if let section = announcement.section {
      guard expected.contains(section) else {
        return "announced section \(section), which shows no placeholder"
      }
      return nil
    }
    guard listPlaceholderShown else { return "announced \(announcement) with nothing shown" }
    return nil
  }

  /// Whether each placeholder lies where its section's rows would start, below its header
  /// strip and above its footer strip, and overlaps nothing the list draws.
  private func placementMismatch(counts: [Int]) -> String? {
    let items = DisplayList(root: list).items
    let areas = list.sectionsWithViews.compactMap { list.sectionView(forSection: $0)?.frame }
    let drawn = items.filter {
      [.row, .item, .sectionHeader, .sectionFooter, .header, .footer].contains($0.role)
    }
    for area in areas {
      guard area.height > 0 else { return "an empty area \(area)" }
      if let covered = drawn.first(where: { $0.frame.intersection(area).height > 0.001 }) {
        return "the placeholder at \(area) covers \(covered.role) at \(covered.frame)"
      }
    }
    guard isCollection else { return tablePlacementMismatch(counts: counts) }
    let headers = items.filter { $0.role == .sectionHeader }.map(\.frame)
    let footers = items.filter { $0.role == .sectionFooter }.map(\.frame)
    guard headers.count == counts.count, footers.count == counts.count else {
      return "strips \(headers.count)/\(footers.count) for \(counts.count) sections"
    }
    for section in list.sectionsWithViews {
      guard let area = list.sectionView(forSection: section)?.frame else { continue }
      if headers[section].maxY != area.minY || footers[section].minY != area.maxY {
        return "section \(section)'s placeholder \(area) is not between its strips"
      }
    }
    return nil
  }

  private func tablePlacementMismatch(counts: [Int]) -> String? {
    var top = 0.0
    for (section, count) in counts.enumerated() {
      if let area = list.sectionView(forSection: section)?.frame {
        if area.minY != top {
          return "section \(section)'s placeholder at \(area.minY), not \(top)"
        }
        top += area.height
      }
      top += Double(count) * 10
    }
    return nil
  }
}
