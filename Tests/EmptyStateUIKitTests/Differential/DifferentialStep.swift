#if canImport(UIKit)
  import EmptyState
  import TestSupport

  /// One step of the differential model, as the headless list and the UIKit list receive it.
  enum DifferentialStep: CustomStringConvertible {
    case reload([Int])
    case update(ListUpdate, before: [Int], after: [Int])
    case batch([ListUpdate], before: [Int], after: [Int])
    /// A diffable apply of the snapshot with these section identifiers and item counts.
    case apply(sections: [Int], counts: [Int], usingReloadData: Bool)
    case resize(width: Double, height: Double)
    case traits(ViewTraits)
    case phase(ContentPhase.Kind)
    case tap
    /// A managed load whose apply step shows these counts, or which fails.
    case load([Int], succeeds: Bool)
    /// Paged loading whose first page shows these counts.
    case pages([Int])
    /// The paged loaders' next page (a section of two rows), if any.
    case nextPage
    /// A new title for the loading placeholder, set on both lists' configurations.
    case retitleLoading(String)

    var description: String {
      switch self {
      case .reload(let counts): "reload \(counts)"
      case .update(let update, let before, let after): "\(before) \(update) -> \(after)"
      case .batch(let updates, let before, let after): "\(before) batch \(updates) -> \(after)"
      case .apply(let sections, let counts, let reload):
        "\(reload ? "applyUsingReloadData" : "apply") sections \(sections) counts \(counts)"
      case .resize(let width, let height): "resize \(width) x \(height)"
      case .traits(let traits): "traits \(traits)"
      case .phase(let kind): "phase \(kind)"
      case .tap: "tap the placeholder"
      case .load(let counts, let succeeds):
        succeeds ? "load succeeding with \(counts)" : "load failing"
      case .pages(let counts): "pages from \(counts)"
      case .nextPage: "next page"
      case .retitleLoading(let title): "loading placeholder titled \(title)"
      }
    }

    /// The counts this step expects the lists to show before it, if it depends on them.
    var before: [Int]? {
      switch self {
      case .update(_, let before, _), .batch(_, let before, _): before
      default: nil
      }
    }
  }

  /// Makes random steps for lists showing `counts`, from a seeded generator.
  struct DifferentialGenerator {
    /// Whether the lists are fed by diffable data sources (applies) or by updates.
    let diffable: Bool

    func next(counts: [Int], using random: inout SplitMix64) -> DifferentialStep {
      switch Int.random(in: 0..<24, using: &random) {
      case 0..<3 where !diffable: return .reload(randomCounts(using: &random))
      case 0..<11 where diffable: return randomApply(using: &random)
      case 3..<11: return randomUpdate(counts: counts, using: &random)
      case 11..<13 where !diffable: return randomBatch(counts: counts, using: &random)
      case 11..<13: return randomApply(using: &random)
      case 13..<15:
        return .resize(
          width: Double(Int.random(in: 20...40, using: &random) * 10),
          height: Double(Int.random(in: 30...90, using: &random) * 10))
      case 15: return .traits(randomTraits(using: &random))
      case 16..<18:
        let kinds: [ContentPhase.Kind] = [.notLoaded, .loading, .loaded, .failed, .loaded]
        return .phase(kinds[Int.random(in: 0..<kinds.count, using: &random)])
      case 18:
        let titles = ["Loading the pair", "Still loading the pair", "Fetching the pair"]
        return .retitleLoading(titles[Int.random(in: 0..<titles.count, using: &random)])
      case 19,
        20 where !diffable:
        return .load(randomCounts(using: &random), succeeds: Bool.random(using: &random))
      case 21 where !diffable: return .pages(randomCounts(using: &random))
      case 22 where !diffable: return .nextPage
      default: return .tap
      }
    }

    private func randomCounts(using random: inout SplitMix64) -> [Int] {
      let sections = Int.random(in: 0...3, using: &random)
      return (0..<sections).map { _ in
        Int.random(in: 0...2, using: &random) * Int.random(in: 0...2, using: &random)
      }
    }

    /// A snapshot of up to three of four section identifiers, in a random order.
    private func randomApply(using random: inout SplitMix64) -> DifferentialStep {
      let sections = Array(
        Array(0..<4).shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
      let counts = sections.map { _ in
        Int.random(in: 0...2, using: &random) * Int.random(in: 0...2, using: &random)
      }
      return .apply(
        sections: sections, counts: counts,
        usingReloadData: Int.random(in: 0..<4, using: &random) == 0)
    }

    private func randomUpdate(counts: [Int], using random: inout SplitMix64) -> DifferentialStep {
      var after = counts
      let sections = after.count
      let filled = after.indices.filter { after[$0] > 0 }
      let update: ListUpdate
      switch Int.random(in: 0..<8, using: &random) {
      case 0 where sections > 0:
        let section = Int.random(in: 0..<sections, using: &random)
        let row = Int.random(in: 0...after[section], using: &random)
        let count = Int.random(in: 1...3, using: &random)
        after[section] += count
        update = .insertItems((row..<row + count).map { ListIndexPath(row: $0, section: section) })
      case 1 where !filled.isEmpty:
        let section = filled[Int.random(in: 0..<filled.count, using: &random)]
        let row = Int.random(in: 0..<after[section], using: &random)
        let count = Int.random(in: 1...(after[section] - row), using: &random)
        after[section] -= count
        update = .deleteItems((row..<row + count).map { ListIndexPath(row: $0, section: section) })
      case 2 where !filled.isEmpty:
        let section = filled[Int.random(in: 0..<filled.count, using: &random)]
        let row = Int.random(in: 0..<after[section], using: &random)
        update = .reloadItems([ListIndexPath(row: row, section: section)])
      case 3 where !filled.isEmpty:
        let from = filled[Int.random(in: 0..<filled.count, using: &random)]
        let fromRow = Int.random(in: 0..<after[from], using: &random)
        let to = Int.random(in: 0..<sections, using: &random)
        after[from] -= 1
        after[to] += 1
        let toRow = Int.random(in: 0..<after[to], using: &random)
        update = .moveItem(
          from: ListIndexPath(row: fromRow, section: from),
          to: ListIndexPath(row: toRow, section: to))
      case 4:
        let section = Int.random(in: 0...sections, using: &random)
        after.insert(Int.random(in: 0...2, using: &random), at: section)
        update = .insertSections([section])
      case 5 where sections > 0:
        let section = Int.random(in: 0..<sections, using: &random)
        after.remove(at: section)
        update = .deleteSections([section])
      case 6 where sections > 0:
        let section = Int.random(in: 0..<sections, using: &random)
        after[section] = Int.random(in: 0...3, using: &random)
        update = .reloadSections([section])
      case 7 where sections > 1:
        let from = Int.random(in: 0..<sections, using: &random)
        let to = Int.random(in: 0..<sections, using: &random)
        after.insert(after.remove(at: from), at: to)
        update = .moveSection(from: from, to: to)
      default:
        return .reload(randomCounts(using: &random))
      }
      return .update(update, before: counts, after: after)
    }

    /// Deletes in one section and inserts in another (or the same) section, as one batch.
    private func randomBatch(counts: [Int], using random: inout SplitMix64) -> DifferentialStep {
      var after = counts
      guard !after.isEmpty else { return .reload(randomCounts(using: &random)) }
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
      return .batch(updates, before: counts, after: after)
    }

    private func randomTraits(using random: inout SplitMix64) -> ViewTraits {
      let sizes: [ViewTraits.TextSize] = [
        .large, .extraSmall, .extraLarge, .accessibilityExtraExtraExtraLarge,
      ]
      return ViewTraits(
        interfaceStyle: Bool.random(using: &random) ? .dark : .light,
        textSize: sizes[Int.random(in: 0..<sizes.count, using: &random)],
        layoutDirection: Bool.random(using: &random) ? .rightToLeft : .leftToRight)
    }
  }
#endif
