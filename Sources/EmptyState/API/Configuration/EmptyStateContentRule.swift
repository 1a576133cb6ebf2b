/// What counts as content when a list's empty state decides: by default a list with at least
/// one row or item has content; a rule can say otherwise.
///
/// A pinned section of static rows (promotions, tips) does not make a list of orders
/// non-empty. With a diffable data source, name the sections that do not count:
///
/// ```swift
/// table.emptyState.configuration.contentRule = .items(
///   of: dataSource, ignoringSections: [.pinned])
/// ```
///
/// or decide from the snapshot, or from the list, as you like:
///
/// ```swift
/// table.emptyState.configuration.contentRule = .snapshot(of: dataSource) { snapshot in
///   snapshot.numberOfItems(inSection: .orders) > 0
/// }
/// ```
///
/// The rule replaces "has rows" in the decision table (``EmptyStateDecision``). Like a
/// ``EmptyStateConfiguration/shouldDisplay`` predicate it is asked on every content change, so
/// keep it cheap: the snapshot rules cost one lookup per ignored section. Without a rule,
/// nothing is asked and a reload that changes nothing costs what it did.
public struct EmptyStateContentRule<List> {
  /// Says whether the list has content.
  public typealias HasContent = @MainActor (_ list: List) -> Bool

  private let rule: HasContent

  /// Creates a rule from a closure that receives the list.
  ///
  /// - Parameter hasContent: Whether the list has content.
  public init(_ hasContent: @escaping HasContent) {
    rule = hasContent
  }

  /// Whether `list` has content under this rule.
  ///
  /// - Parameter list: The list.
  /// - Returns: `true` when the list counts as having content.
  @MainActor
  public func hasContent(_ list: List) -> Bool {
    rule(list)
  }
}

extension EmptyStateContentRule {
  /// Content is an item of the data source's snapshot outside `ignoredSections`.
  ///
  /// The data source is held weakly; once it is gone the list has no content (its list then
  /// counts no sections either).
  ///
  /// - Parameters:
  ///   - dataSource: The list's diffable data source.
  ///   - ignoredSections: Sections whose items do not count.
  /// - Returns: The rule.
  @MainActor
  public static func items<Source: DiffableDataSource>(
    of dataSource: Source, ignoringSections ignoredSections: Set<Source.SectionID> = []
  ) -> EmptyStateContentRule {
    EmptyStateContentRule { [weak dataSource] _ in
      guard let snapshot = dataSource?.snapshot() else { return false }
      var ignored = 0
      for section in ignoredSections { ignored += snapshot.numberOfItems(inSection: section) }
      return snapshot.numberOfItems > ignored
    }
  }

  /// Content is whatever `hasContent` says of the data source's snapshot.
  ///
  /// The data source is held weakly; once it is gone the list has no content.
  ///
  /// - Parameters:
  ///   - dataSource: The list's diffable data source.
  ///   - hasContent: Whether a snapshot counts as having content.
  /// - Returns: The rule.
  @MainActor
  public static func snapshot<Source: DiffableDataSource>(
    of dataSource: Source,
    _ hasContent: @escaping @MainActor (ListSnapshot<Source.SectionID, Source.ItemID>) -> Bool
  ) -> EmptyStateContentRule {
    EmptyStateContentRule { [weak dataSource] _ in
      guard let snapshot = dataSource?.snapshot() else { return false }
      return hasContent(snapshot)
    }
  }
}
