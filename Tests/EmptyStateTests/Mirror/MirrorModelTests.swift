import EmptyState
import Hooks
import TestSupport
import Testing

/// Seeded random steps given to a headless list and, through the driver, to a mirror of a host
/// with the same counts: after every step the placeholder shown, its frame, its events and its
/// announcements are the same on both.
@Suite @MainActor struct MirrorModelTests {
  static let stepsPerSeed = 80
  static var seedCount: Int { ModelRunLength.seeds(quick: 60, soak: 300, long: 10_000) }

  @Test func aTableMirrorShowsWhatATableShowsAfterEveryStep() throws {
    for seed in 0..<UInt64(Self.seedCount) {
      let pair = try ListPair(headless: TableView(), mirror: TableMirror())
      guard pair.run(seed: seed, steps: Self.stepsPerSeed) else { return }
    }
  }

  @Test func aCollectionMirrorShowsWhatACollectionShowsAfterEveryStep() throws {
    for seed in 0..<UInt64(Self.seedCount) {
      let pair = try ListPair(headless: CollectionView(), mirror: CollectionMirror())
      guard pair.run(seed: 1_000_000 + seed, steps: Self.stepsPerSeed) else { return }
    }
  }
}

/// One step of the model, as both lists receive it.
enum MirrorStep: CustomStringConvertible {
  case reload([Int])
  case update(ListUpdate, after: [Int])
  case batch([ListUpdate], after: [Int])
  /// The host's counts change with no driver call; the host lays out next.
  case bypass([Int])
  case layout(MirrorGeometry)
  case traits(ViewTraits)
  case phase(ContentPhase.Kind)

  var description: String {
    switch self {
    case .reload(let counts): "reload \(counts)"
    case .update(let update, let after): "\(update) -> \(after)"
    case .batch(let updates, let after): "batch \(updates) -> \(after)"
    case .bypass(let counts): "bypass \(counts)"
    case .layout(let geometry): "layout \(geometry)"
    case .traits(let traits): "traits \(traits)"
    case .phase(let kind): "phase \(kind)"
    }
  }
}

/// A headless list over a data source and a mirror over a host, both showing `counts`, with the
/// same placeholders, recording what each shows.
@MainActor
final class ListPair<Headless: ListView & ListContainer, Mirror: ListMirror> {
  let headless: Headless
  let mirror: Mirror
  let source = SectionsSource([])
  let host = HostCounts([])
  var geometry = MirrorGeometry(size: ViewSize(width: 320, height: 480))
  var headlessEvents: [EmptyStateEvent] = []
  var mirrorEvents: [EmptyStateEvent] = []
  var headlessTold: [EmptyStateAnnouncement] = []
  var mirrorTold: [EmptyStateAnnouncement] = []
  private var tokens: [HookToken] = []

  init(headless: Headless, mirror: Mirror) throws {
    self.headless = headless
    self.mirror = mirror
    (headless as? TableView)?.dataSource = source
    (headless as? CollectionView)?.dataSource = source
    mirror.host = host
    headless.diagnosticHandler = { _, _ in }
    mirror.diagnosticHandler = { _, _ in }
    take(geometry)
    try configure(headless, events: \.headlessEvents, told: \.headlessTold)
    try configure(mirror, events: \.mirrorEvents, told: \.mirrorTold)
  }

  private func configure<List: ListContainer>(
    _ list: List, events: ReferenceWritableKeyPath<ListPair, [EmptyStateEvent]>,
    told: ReferenceWritableKeyPath<ListPair, [EmptyStateAnnouncement]>
  ) throws {
    list.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
    list.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "No orders yet")
    list.emptyState.configuration.loading = try EmptyStatePlaceholder(title: "Loading orders")
    list.emptyState.configuration.failure = try EmptyStatePlaceholder(
      title: "Could not load", detail: "Check your network.")
    tokens.append(
      list.emptyState.onEvent { [unowned self] _, event in self[keyPath: events].append(event) })
    tokens.append(
      list.onEmptyStateAnnouncement { [unowned self] _, announcement in
        self[keyPath: told].append(announcement)
      })
  }

  /// Runs `steps` random steps of `seed`; records the first difference and returns `false`.
  func run(seed: UInt64, steps: Int) -> Bool {
    var random = SplitMix64(seed: seed)
    var done: [MirrorStep] = []
    for _ in 0..<steps {
      let step = nextStep(using: &random)
      done.append(step)
      apply(step)
      if let difference = firstDifference() {
        Issue.record(
          """
          seed \(seed), \(Mirror.self), step \(done.count): \(difference)
          \(done.map { "  \($0)" }.joined(separator: "\n"))
          """)
        return false
      }
    }
    return true
  }

  func apply(_ step: MirrorStep) {
    switch step {
    case .reload(let counts):
      set(counts)
      headless.reloadData()
      mirror.hostDidReload()
    case .update(let update, let after):
      set(after)
      headless.apply(update)
      drive(update)
    case .batch(let updates, let after):
      set(after)
      headless.performBatchUpdates { for update in updates { headless.apply(update) } }
      mirror.hostBeganBatch()
      for update in updates { drive(update) }
      mirror.hostEndedBatch()
      mirror.hostCompletedBatch(finished: true)
    case .bypass(let counts):
      set(counts)
      headless.reloadData()
      mirror.hostDidLayout(geometry)
    case .layout(let geometry):
      self.geometry = geometry
      take(geometry)
    case .traits(let traits):
      headless.traitOverrides = ViewTraits.Overrides(
        interfaceStyle: traits.interfaceStyle, textSize: traits.textSize,
        layoutDirection: traits.layoutDirection)
      mirror.hostTraitsDidChange(traits)
    case .phase(let kind):
      let phase: ContentPhase =
        switch kind {
        case .notLoaded: .notLoaded
        case .loading: .loading
        case .loaded: .loaded
        case .failed: .failed(Offline())
        }
      headless.emptyState.phase = phase
      mirror.emptyState.phase = phase
    }
  }

  private func set(_ counts: [Int]) {
    source.sections = counts
    host.sections = counts
  }

  private func drive(_ update: ListUpdate) {
    switch update {
    case .insertItems(let paths): mirror.hostInsertedItems(at: paths)
    case .deleteItems(let paths): mirror.hostDeletedItems(at: paths)
    case .reloadItems(let paths): mirror.hostReloadedItems(at: paths)
    case .moveItem(let from, let to): mirror.hostMovedItem(at: from, to: to)
    case .insertSections(let sections): mirror.hostInsertedSections(sections)
    case .deleteSections(let sections): mirror.hostDeletedSections(sections)
    case .reloadSections(let sections): mirror.hostReloadedSections(sections)
    case .moveSection(let from, let to): mirror.hostMovedSection(from, toSection: to)
    }
  }

  /// The headless list takes `geometry` as a host's layout gives it to the mirror.
  private func take(_ geometry: MirrorGeometry) {
    headless.frame = ViewRect(origin: .zero, size: geometry.size)
    headless.contentInset = geometry.adjustedContentInset
    headless.safeAreaInsets = geometry.safeAreaInsets
    headless.headerView = accessory(headless.headerView, height: geometry.headerHeight)
    headless.footerView = accessory(headless.footerView, height: geometry.footerHeight)
    headless.contentOffset = ViewPoint(
      x: geometry.contentOffset.x + geometry.adjustedContentInset.left,
      y: geometry.contentOffset.y + geometry.adjustedContentInset.top)
    mirror.hostDidLayout(geometry)
  }

  private func accessory(_ current: ViewNode?, height: Double) -> ViewNode? {
    guard height > 0 else { return nil }
    let view = current ?? ViewNode()
    view.frame = ViewRect(x: 0, y: 0, width: view.frame.width, height: height)
    return view
  }

  /// What differs between the two lists, if anything.
  func firstDifference() -> String? {
    let headlessCounts = (0..<headless.numberOfSections).map {
      headless.numberOfItems(inSection: $0)
    }
    let mirrorCounts = (0..<mirror.numberOfSections).map { mirror.numberOfItems(inSection: $0) }
    if headlessCounts != mirrorCounts { return "counts \(headlessCounts) != \(mirrorCounts)" }
    let shown = (headless.emptyState.shownPlaceholder, mirror.emptyState.shownPlaceholder)
    if shown.0 != shown.1 {
      return "shown \(String(describing: shown.0)) != \(String(describing: shown.1))"
    }
    let frames = (shownFrame(of: headless), shownFrame(of: mirror))
    if frames.0 != frames.1 {
      return "frame \(String(describing: frames.0)) != \(String(describing: frames.1))"
    }
    if headlessEvents != mirrorEvents { return "events \(headlessEvents) != \(mirrorEvents)" }
    if headlessTold != mirrorTold { return "announcements \(headlessTold) != \(mirrorTold)" }
    return nil
  }

  /// The frame of the shown placeholder and of its title, in the list's coordinates.
  private func shownFrame(of list: some ListContainer) -> [ViewRect]? {
    guard list.emptyState.isShown, let view = list.emptyView, view.superview === list else {
      return nil
    }
    return [view.frame, view.titleNode.frame]
  }

  // MARK: Generating steps

  /// The counts both lists show now.
  private var counts: [Int] { host.sections }

  func nextStep(using random: inout SplitMix64) -> MirrorStep {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<3: return .reload(randomCounts(using: &random))
    case 3..<11: return randomUpdate(using: &random)
    case 11..<13: return randomBatch(using: &random)
    case 13: return .bypass(randomCounts(using: &random))
    case 14..<16: return .layout(randomGeometry(using: &random))
    case 16: return .traits(randomTraits(using: &random))
    default:
      let kinds: [ContentPhase.Kind] = [.notLoaded, .loading, .loaded, .failed, .loaded]
      return .phase(kinds[Int.random(in: 0..<kinds.count, using: &random)])
    }
  }

  private func randomCounts(using random: inout SplitMix64) -> [Int] {
    let sections = Int.random(in: 0...3, using: &random)
    return (0..<sections).map { _ in
      Int.random(in: 0...2, using: &random) * Int.random(in: 0...2, using: &random)
    }
  }

  private func randomUpdate(using random: inout SplitMix64) -> MirrorStep {
    var after = counts
    let sections = after.count
    let filled = after.indices.filter { after[$0] > 0 }
    switch Int.random(in: 0..<8, using: &random) {
    case 0 where sections > 0:
      let section = Int.random(in: 0..<sections, using: &random)
      let row = Int.random(in: 0...after[section], using: &random)
      let count = Int.random(in: 1...3, using: &random)
      after[section] += count
      let paths = (row..<row + count).map { ListIndexPath(row: $0, section: section) }
      return .update(.insertItems(paths), after: after)
    case 1 where !filled.isEmpty:
      let section = filled[Int.random(in: 0..<filled.count, using: &random)]
      let row = Int.random(in: 0..<after[section], using: &random)
      let count = Int.random(in: 1...(after[section] - row), using: &random)
      after[section] -= count
      let paths = (row..<row + count).map { ListIndexPath(row: $0, section: section) }
      return .update(.deleteItems(paths), after: after)
    case 2 where !filled.isEmpty:
      let section = filled[Int.random(in: 0..<filled.count, using: &random)]
      let row = Int.random(in: 0..<after[section], using: &random)
      return .update(.reloadItems([ListIndexPath(row: row, section: section)]), after: after)
    case 3 where !filled.isEmpty:
      let from = filled[Int.random(in: 0..<filled.count, using: &random)]
      let fromRow = Int.random(in: 0..<after[from], using: &random)
      let to = Int.random(in: 0..<sections, using: &random)
      after[from] -= 1
      after[to] += 1
      let toRow = Int.random(in: 0..<after[to], using: &random)
      return .update(
        .moveItem(
          from: ListIndexPath(row: fromRow, section: from),
          to: ListIndexPath(row: toRow, section: to)), after: after)
    case 4:
      let section = Int.random(in: 0...sections, using: &random)
      after.insert(Int.random(in: 0...2, using: &random), at: section)
      return .update(.insertSections([section]), after: after)
    case 5 where sections > 0:
      let section = Int.random(in: 0..<sections, using: &random)
      after.remove(at: section)
      return .update(.deleteSections([section]), after: after)
    case 6 where sections > 0:
      let section = Int.random(in: 0..<sections, using: &random)
      after[section] = Int.random(in: 0...3, using: &random)
      return .update(.reloadSections([section]), after: after)
    case 7 where sections > 1:
      let from = Int.random(in: 0..<sections, using: &random)
      let to = Int.random(in: 0..<sections, using: &random)
      after.insert(after.remove(at: from), at: to)
      return .update(.moveSection(from: from, to: to), after: after)
    default:
      return .reload(randomCounts(using: &random))
    }
  }

  /// Deletes in one section and inserts in another (or the same) section, as one batch.
  private func randomBatch(using random: inout SplitMix64) -> MirrorStep {
    var after = counts
    guard !after.isEmpty else { return .batch([], after: after) }
    var updates: [ListUpdate] = []
    let deleteIn = Int.random(in: 0..<after.count, using: &random)
    if after[deleteIn] > 0 {
      let row = Int.random(in: 0..<after[deleteIn], using: &random)
      after[deleteIn] -= 1
      updates.append(.deleteItems([ListIndexPath(row: row, section: deleteIn)]))
    }
    let insertIn = Int.random(in: 0..<after.count, using: &random)
    let row = Int.random(in: 0...after[insertIn], using: &random)
    after[insertIn] += 1
    updates.append(.insertItems([ListIndexPath(row: row, section: insertIn)]))
    return .batch(updates, after: after)
  }

  private func randomGeometry(using random: inout SplitMix64) -> MirrorGeometry {
    let top = Double(Int.random(in: 0...2, using: &random) * 40)
    let bottom = Double(Int.random(in: 0...1, using: &random) * 34)
    return MirrorGeometry(
      size: ViewSize(
        width: Double(Int.random(in: 20...40, using: &random) * 10),
        height: Double(Int.random(in: 30...90, using: &random) * 10)),
      contentOffset: ViewPoint(x: 0, y: Double(Int.random(in: -2...4, using: &random) * 20) - top),
      adjustedContentInset: ViewInsets(top: top, bottom: bottom),
      safeAreaInsets: ViewInsets(top: top / 2, bottom: bottom),
      headerHeight: Double(Int.random(in: 0...1, using: &random) * 44),
      footerHeight: Double(Int.random(in: 0...1, using: &random) * 30))
  }

  private func randomTraits(using random: inout SplitMix64) -> ViewTraits {
    ViewTraits(
      interfaceStyle: Bool.random(using: &random) ? .dark : .light,
      textSize: ViewTraits.TextSize.allCases[
        Int.random(in: 0..<ViewTraits.TextSize.allCases.count, using: &random)],
      layoutDirection: Bool.random(using: &random) ? .rightToLeft : .leftToRight)
  }
}

/// The error of a failed phase.
private struct Offline: Error {}
