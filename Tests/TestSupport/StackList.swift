public import Hooks
public import ListViews

/// A third, minimal container defined only in the tests: it proves that code built on lists
/// (the empty state, say) needs nothing but ``ListContainer``.
@MainActor
public final class StackList: ViewNode, ListContainer {
  /// The hook point every content change runs through.
  public let contentHooks = HookPoint<StackList, ListChange>(
    label: "StackList.content", coalescing: ListChange.coalescing)
  private var sections: [Int] = []
  private var requested: [Int] = []
  /// How many times the machinery asked for a section's count.
  public private(set) var itemCountQueries = 0

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The count of `section`, counted as a query.
  public func numberOfItems(inSection section: Int) -> Int {
    itemCountQueries += 1
    return sections[section]
  }

  /// Replaces the content; the work step reads the stored request so that a coalesced pass
  /// applies the latest one.
  public func setSections(_ newSections: [Int]) {
    requested = newSections
    contentHooks.run(self, .reloadData) { list, _ in list.sections = list.requested }
  }

  /// Forgets the queries counted so far.
  public func resetQueryCount() {
    itemCountQueries = 0
  }
}
