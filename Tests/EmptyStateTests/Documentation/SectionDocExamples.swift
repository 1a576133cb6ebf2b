import EmptyState

/// The section placeholders' documentation examples, compiled as written
/// (`DocExampleTests.everySwiftBlockOfTheDocumentationIsCompiledHere`) and run in
/// `SectionDocExampleTests`.
@MainActor
enum SectionDocExamples {
  /// The sections of the profile screen of the article.
  enum Profile {
    static let posts = 1
  }

  /// What the article's "Write one" button opens.
  final class Composer {
    private(set) var opened = 0
    func open() { opened += 1 }
  }

  /// `SectionPlaceholders`' doc comment.
  static func sectionPlaceholders(on table: TableView) {
    table.emptyState.configuration.sections = SectionPlaceholders { table, section in
      section == 1 ? try? EmptyStatePlaceholder(title: "No posts yet") : nil
    }
  }

  /// "Placeholders for Sections": a provider for the posts section.
  static func profile(on table: TableView, composer: Composer) {
    table.emptyState.configuration.sections = SectionPlaceholders { table, section in
      guard section == Profile.posts else { return nil }
      return try? EmptyStatePlaceholder(
        title: "No posts yet",
        button: PlaceholderButton(title: "Write one") { table in composer.open() })
    }
  }

  /// "Placeholders for Sections": placeholders by section identifier.
  static func archive(on table: TableView) throws -> TableViewDiffableDataSource<Shelf, Int> {
    let dataSource = TableViewDiffableDataSource<Shelf, Int>(tableView: table) { _, _, item in
      "Order \(item)"
    }
    table.emptyState.configuration.sections = .byIdentifier(
      [.archive: try EmptyStatePlaceholder(title: "Nothing archived")], in: dataSource)
    return dataSource
  }
}
