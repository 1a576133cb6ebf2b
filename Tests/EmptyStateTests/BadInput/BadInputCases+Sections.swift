import EmptyState
import TestSupport
import Testing

extension BadInputCase {
  static let sections: [BadInputCase] = [
    BadInputCase(
      input: "a section view for a section index out of range",
      outcome: "`SectionViewError.sectionOutOfRange` thrown; the list is unchanged",
      check: {
        let scene = BadInputScene([1])
        #expect(throws: SectionViewError.sectionOutOfRange(section: 5, numberOfSections: 1)) {
          try scene.table.setSectionView(ViewNode(), forSection: 5)
        }
        #expect(throws: SectionViewError.sectionOutOfRange(section: -1, numberOfSections: 1)) {
          try scene.table.setSectionView(ViewNode(), forSection: -1)
        }
        #expect(scene.table.sectionsWithViews.isEmpty)
        #expect(scene.table.subviews.isEmpty)
        #expect(scene.log.entries.isEmpty)
      }),
    BadInputCase(
      input: "a section placeholder for a section that no longer exists",
      outcome: "hidden with its section, will- and did-disappear sent; nothing reported",
      check: {
        let scene = BadInputScene([1, 0])
        var events: [SectionPlaceholderEvent] = []
        let token = scene.table.emptyState.onSectionEvent { _, event in events.append(event) }
        defer { token.cancel() }
        scene.table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
          try? EmptyStatePlaceholder(title: "None")
        }
        #expect(scene.table.emptyState.sectionsShowingPlaceholders == [1])
        scene.source.sections = [1]
        scene.table.deleteSections([1])
        #expect(scene.table.emptyState.sectionsShowingPlaceholders.isEmpty)
        #expect(scene.table.sectionsWithViews.isEmpty)
        #expect(events.suffix(2).map(\.event) == [.willDisappear, .didDisappear])
        #expect(scene.log.entries.isEmpty)
      }),
    BadInputCase(
      input: "section placeholders on a container that lays out no section views",
      outcome: "none shown, `invalidConfiguration` reported once",
      check: {
        let parent = ReportingParent()
        let list = StackList()
        try parent.addSubview(list)
        list.setSections([0, 1])
        list.emptyState.configuration.sections = SectionPlaceholders { _, _ in
          try? EmptyStatePlaceholder(title: "None")
        }
        for _ in 0..<3 { list.setSections([1, 0]) }
        #expect(list.emptyState.sectionsShowingPlaceholders.isEmpty)
        #expect(parent.diagnostics.count == 1)
      }),
  ]
}
