import EmptyState
import TestSupport
import Testing

/// Code written against the names renamed in 0.2.0 still builds and does what the new names do.
///
/// Each test that uses an old name is itself deprecated: the build treats warnings as errors,
/// and a use of deprecated API inside a deprecated declaration does not warn.
@Suite @MainActor struct DeprecatedNamesTests {
  /// A delegate written against the old name of the replacement event.
  @available(*, deprecated, message: "implements the old name on purpose")
  final class OldNameDelegate: EmptyStateDelegate {
    var replacements = 0
    func emptyStateDidChangeContent(in list: TableView) { replacements += 1 }
  }

  /// A delegate that implements neither name: the default hears nothing.
  final class SilentDelegate: EmptyStateDelegate {
    typealias List = TableView
  }

  /// A table showing its empty placeholder, whose configuration is then replaced.
  static func shownTable() throws -> TableView {
    let table = Fixtures.table(SectionsSource([]))
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "Nothing")
    table.reloadData()
    return table
  }
}

extension DeprecatedNamesTests {
  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func visiblePlaceholderIsTheShownPlaceholder() throws {
    let table = try Self.shownTable()
    #expect(table.emptyState.visiblePlaceholder == .empty)
    #expect(table.emptyState.visiblePlaceholder == table.emptyState.shownPlaceholder)
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func theOldEventNameMatchesTheReplacementInASwitch() throws {
    let table = try Self.shownTable()
    var matched = 0
    let token = table.emptyState.onEvent { _, event in
      switch event {
      case .didChangeContent: matched += 1
      default: break
      }
    }
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "Still nothing")
    #expect(matched == 1)
    #expect(EmptyStateEvent.didChangeContent == .didReplacePlaceholder)
    token.cancel()
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func theOldErrorNameIsNothingToShow() {
    #expect(throws: EmptyStateError.missingContent) {
      try PlaceholderLabel(image: nil, title: nil)
    }
  }

  @available(*, deprecated, message: "uses the old names on purpose")
  @Test func aDelegateImplementingTheOldNameHearsTheReplacement() throws {
    let table = try Self.shownTable()
    let delegate = OldNameDelegate()
    table.emptyState.delegate = delegate
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "Still nothing")
    #expect(delegate.replacements == 1)
  }

  @Test func aDelegateImplementingNeitherNameConformsWithoutWarning() throws {
    let table = try Self.shownTable()
    let delegate = SilentDelegate()
    table.emptyState.delegate = delegate
    table.emptyState.configuration.empty = try EmptyStatePlaceholder(title: "Still nothing")
    #expect(table.emptyView?.titleNode.text == "Still nothing")
  }
}
