import EmptyState

/// The placeholders the Sandbox gives sections, by section index, and what they do while the
/// list's own placeholder shows.
///
/// They are given to the list as ``EmptyStateConfiguration/sections`` whenever they change,
/// with the rest of ``SandboxSession/placeholders``: a section shows its placeholder while it
/// has no rows or items. The index is the section's position now: after `remove-section 0`,
/// the placeholder of section 1 is the one of the section that moved there.
@MainActor
struct SandboxSections {
  /// The placeholder of each section index that has one.
  var placeholders: [Int: EmptyStatePlaceholder<any ListContainer>] = [:]
  /// What section placeholders do while the list's own placeholder shows.
  var rule: SectionPlaceholders<any ListContainer>.WhileListPlaceholderShows =
    .hideSectionPlaceholders

  /// The configuration's section placeholders: `nil` while no section has one.
  var configured: SectionPlaceholders<any ListContainer>? {
    guard !placeholders.isEmpty else { return nil }
    let placeholders = placeholders
    return SectionPlaceholders(whileListPlaceholderShows: rule) { _, section in
      placeholders[section]
    }
  }

  /// The rule, as `section-rule` takes it.
  var ruleName: String { rule == .keepSectionPlaceholders ? "keep" : "hide" }
}
