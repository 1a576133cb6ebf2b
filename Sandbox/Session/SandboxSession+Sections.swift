import EmptyState

extension SandboxSession {
  /// Runs `section-placeholder`, `section-placeholders` and `section-rule`.
  func runSectionCommand(_ command: SandboxCommand.SectionPlaceholder) throws(CommandError) {
    switch command {
    case .set(let section, let title, let button):
      try setSectionPlaceholder(section, title: title, button: button)
    case .remove(let section):
      guard sections.placeholders[section] != nil else {
        throw .usage(
          "section-placeholder", SectionCommandParser.placeholderUsage,
          "section \(section) has no placeholder")
      }
      sections.placeholders[section] = nil
      note("section \(section)'s placeholder removed")
      giveSectionPlaceholders()
    case .removeAll:
      guard !sections.placeholders.isEmpty else {
        throw .usage(
          "section-placeholders", SectionCommandParser.placeholdersUsage,
          "no section has a placeholder")
      }
      sections.placeholders = [:]
      note("every section's placeholder removed")
      giveSectionPlaceholders()
    case .list:
      listSectionPlaceholders()
    case .rule(let rule):
      sections.rule = rule
      note(
        rule == .keepSectionPlaceholders
          ? "section rule: keep: section placeholders stay while the list's placeholder shows"
          : "section rule: hide: section placeholders hide while the list's placeholder shows")
      giveSectionPlaceholders()
    }
  }

  private func setSectionPlaceholder(_ section: Int, title: String, button: String?)
    throws(CommandError)
  {
    let usage = SectionCommandParser.placeholderUsage
    let count = list.view.numberOfSections
    guard section < count else {
      throw .usage("section-placeholder", usage, noSuchSection(section, of: count))
    }
    let placeholder: EmptyStatePlaceholder<any ListContainer>
    do {
      let action = try button.map { title throws(EmptyStateError) in
        try PlaceholderButton<any ListContainer>(title: title) { [weak self] _ in
          self?.sectionButtonTapped(section)
        }
      }
      placeholder = try EmptyStatePlaceholder(title: title, button: action)
    } catch {
      throw .usage("section-placeholder", usage, error.description)
    }
    sections.placeholders[section] = placeholder
    let withButton = button.map { ", button \"\($0)\" (a tap adds 3 \(list.itemNoun)s)" } ?? ""
    note("section \(section)'s placeholder set: \"\(title)\"\(withButton)")
    giveSectionPlaceholders()
    if list.view.numberOfItems(inSection: section) > 0 {
      note("section \(section) has \(list.itemNoun)s: its placeholder shows once it has none")
    }
  }

  /// Gives the list the section placeholders as they are now, with the rest of its placeholders.
  private func giveSectionPlaceholders() {
    let configured = sections.configured
    changePlaceholders { $0.sections = configured }
  }

  private func listSectionPlaceholders() {
    let shown = Set(list.emptyState.sectionsShowingPlaceholders)
    let count = list.view.numberOfSections
    for (section, placeholder) in sections.placeholders.sorted(by: { $0.key < $1.key }) {
      let button = placeholder.button.map { ", button \"\($0.title ?? "")\"" } ?? ""
      let state =
        shown.contains(section)
        ? "shown" : section < count ? "not shown" : "no such section now"
      note("section \(section): \"\(placeholder.title ?? "")\"\(button), \(state)")
    }
    if sections.placeholders.isEmpty { note("no section has a placeholder") }
    note("section rule: \(sections.ruleName)")
  }

  /// The button of section `section`'s placeholder adds 3 rows there, as `add 3 to S` would.
  private func sectionButtonTapped(_ section: Int) {
    let add = SandboxCommand.add(count: 3, section: section)
    do {
      try refuseCountsWhileFedBySnapshots(add)
      note("section \(section)'s button: add 3 \(list.itemNoun)s to section \(section)")
      try runDataCommand(add)
    } catch {
      note("section \(section)'s button: \(error)")
    }
  }

  /// Logs a section placeholder's event; events of one section in a row share a line
  /// (`section 1: willAppear, didAppear`).
  func noteSectionEvent(_ event: SectionPlaceholderEvent) {
    let prefix = "section \(event.section): "
    let name = Self.name(of: event.event)
    if let last = messages.last, last.hasPrefix(prefix) {
      messages[messages.count - 1] = last + ", " + name
    } else {
      note(prefix + name)
    }
  }

  /// What the status line says of the sections that show their placeholder ("" for none).
  func sectionStatus() -> String {
    let shown = list.emptyState.sectionsShowingPlaceholders
    guard !shown.isEmpty else { return "" }
    let listed = Self.describe(counts: shown)
    return shown.count == 1
      ? ", section \(listed) shows its placeholder"
      : ", sections \(listed) show their placeholders"
  }

  private static func name(of event: EmptyStateEvent) -> String {
    switch event {
    case .willAppear: "willAppear"
    case .didAppear: "didAppear"
    case .willDisappear: "willDisappear"
    case .didDisappear: "didDisappear"
    case .didReplacePlaceholder: "didReplacePlaceholder"
    case .didTapView: "didTapView"
    case .didTapButton: "didTapButton"
    case .didTapSecondaryButton: "didTapSecondaryButton"
    default: String(describing: event)
    }
  }
}
