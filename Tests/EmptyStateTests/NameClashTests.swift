import EmptyState
import Foundation
import Testing

/// This file imports Foundation and EmptyState together: every name below must resolve without
/// qualification.
@Suite @MainActor struct NameClashTests {}

extension NameClashTests {
  @Test func indexPathTypesOfBothModulesCoexist() {
    let foundationPath = IndexPath(indexes: [2, 1])
    let listPath = ListIndexPath(item: foundationPath[1], section: foundationPath[0])
    #expect(listPath == ListIndexPath(row: 1, section: 2))
    #expect(listPath.row == listPath.item)
  }

  @Test func geometryNamesResolveBesideFoundation() {
    let rect = ViewRect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(ViewPoint(x: 5, y: 5)))
    #expect(!rect.contains(ViewPoint(x: 10, y: 5)))
    #expect(ViewSize(width: 3, height: 4).transposed == ViewSize(width: 4, height: 3))
  }
}
