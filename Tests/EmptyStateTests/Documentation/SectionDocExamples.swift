import EmptyState

/// The section placeholders' documentation examples, compiled as written
/// (`DocExampleTests.everySwiftBlockOfTheDocumentationIsCompiledHere`) and run in
/// `SectionDocExampleTests`.
@MainActor
enum SectionDocExamples {
  /// `SectionPlaceholders`' doc comment.
  static func sectionPlaceholders(on table: TableView) {
    table.emptyState.configuration.sections = SectionPlaceholders { table, section in
      section == 1 ? try? EmptyStatePlaceholder(title: "No posts yet") : nil
    }
  }
}
