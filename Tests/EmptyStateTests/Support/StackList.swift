import EmptyState
import Hooks

/// A third, minimal container defined only in the tests: it proves the empty-state machinery
/// needs nothing but ``ListContainer``.
@MainActor
final class StackList: ViewNode, ListContainer {
  let contentHooks = HookPoint<StackList, ListChange>(
    label: "StackList.content", coalescing: ListChange.coalescing)
  private var sections: [Int] = []
  private var requested: [Int] = []
  /// How many times the machinery asked for a section's count.
  private(set) var itemCountQueries = 0

  var numberOfSections: Int { sections.count }

  func numberOfItems(inSection section: Int) -> Int {
    itemCountQueries += 1
    return sections[section]
  }

  /// Replaces the content; the work step reads the stored request so that a coalesced pass
  /// applies the latest one.
  func setSections(_ newSections: [Int]) {
    requested = newSections
    contentHooks.run(self, .reloadData) { list, _ in list.sections = list.requested }
  }

  func resetQueryCount() {
    itemCountQueries = 0
  }
}
