import ListViews
import TestSupport
import Testing

/// UIKit's batch rules, checked through a table: deletes and move sources refer to the list
/// before the batch, inserts and move destinations to the list after it.
@Suite @MainActor struct BatchSemanticsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var before: [Int]
    var after: [Int]
    var updates: [ListUpdate]
    var consistent: Bool
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "delete then insert at the same index", before: [3], after: [3],
      updates: [.deleteItems([path(0, 0)]), .insertItems([path(0, 0)])], consistent: true),
    Case(
      name: "move a row between sections", before: [2, 1], after: [1, 2],
      updates: [.moveItem(from: path(0, 0), to: path(1, 1))], consistent: true),
    Case(
      name: "move a section keeps its rows", before: [1, 4], after: [4, 1],
      updates: [.moveSection(from: 1, to: 0)], consistent: true),
    Case(
      name: "delete a section and insert one", before: [1, 2, 3], after: [1, 7, 3],
      updates: [.deleteSections([1]), .insertSections([1])], consistent: true),
    Case(
      name: "reload a section takes the new count", before: [1, 2], after: [1, 9],
      updates: [.reloadSections([1])], consistent: true),
    Case(
      name: "rows of a moved section are addressed at both ends", before: [2, 0], after: [1, 1],
      updates: [.moveSection(from: 0, to: 1), .moveItem(from: path(0, 0), to: path(0, 0))],
      consistent: true),
    Case(
      name: "insert into a deleted section's old index is rejected", before: [1, 1], after: [1],
      updates: [.deleteSections([1]), .deleteItems([path(0, 1)])], consistent: false),
    Case(
      name: "same row deleted twice is rejected", before: [3], after: [1],
      updates: [.deleteItems([path(0, 0)]), .deleteItems([path(0, 0)])], consistent: false),
    Case(
      name: "insert past the end is rejected", before: [1], after: [2],
      updates: [.insertItems([path(5, 0)])], consistent: false),
    Case(
      name: "rows inserted into an inserted section are rejected", before: [1], after: [1, 1],
      updates: [.insertSections([1]), .insertItems([path(0, 1)])], consistent: false),
    Case(
      name: "moving a deleted section is rejected", before: [1, 1], after: [1],
      updates: [.deleteSections([0]), .moveSection(from: 0, to: 0)], consistent: false),
    Case(
      name: "no updates while the data changed is inconsistent", before: [1], after: [2],
      updates: [], consistent: false),
    Case(
      name: "negative section index is rejected", before: [1], after: [1],
      updates: [.reloadSections([-1])], consistent: false),
  ]

  nonisolated static func path(_ item: Int, _ section: Int) -> ListIndexPath {
    ListIndexPath(item: item, section: section)
  }

  @Test(arguments: cases)
  func batchIsAcceptedExactlyWhenItMatchesTheDataSource(_ example: Case) {
    let log = DiagnosticLog()
    let source = SectionsSource(example.before)
    let table = Fixtures.table(source, diagnostics: log)
    table.performBatchUpdates {
      source.sections = example.after
      for update in example.updates { apply(update, to: table) }
    }
    #expect(log.entries.isEmpty == example.consistent, "\(log.entries)")
    #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == example.after)
  }

  private func apply(_ update: ListUpdate, to table: TableView) {
    switch update {
    case .insertItems(let paths): table.insertRows(at: paths)
    case .deleteItems(let paths): table.deleteRows(at: paths)
    case .reloadItems(let paths): table.reloadRows(at: paths)
    case .moveItem(let from, let to): table.moveRow(at: from, to: to)
    case .insertSections(let sections): table.insertSections(sections)
    case .deleteSections(let sections): table.deleteSections(sections)
    case .reloadSections(let sections): table.reloadSections(sections)
    case .moveSection(let from, let to): table.moveSection(from, toSection: to)
    }
  }
}
