import EmptyState
import Hooks
import TestSupport
import Testing

extension BadInputCase {
  static let geometry: [BadInputCase] = [
    BadInputCase(
      input: "NaN or infinite frame",
      outcome: "refused, previous frame kept, `invalidGeometry` reported",
      check: {
        let scene = BadInputScene()
        scene.table.frame = ViewRect(x: .nan, y: 0, width: .infinity, height: 1)
        #expect(scene.table.frame == Fixtures.bounds && scene.log.entries.count == 1)
      }),
    BadInputCase(
      input: "negative size", outcome: "refused, previous frame kept, `invalidGeometry` reported",
      check: {
        let scene = BadInputScene()
        scene.table.frame.size = ViewSize(width: -1, height: 10)
        #expect(scene.table.frame == Fixtures.bounds && scene.log.entries.count == 1)
      }),
    BadInputCase(
      input: "negative or NaN row height",
      outcome: "refused, previous value kept, `invalidGeometry` reported",
      check: {
        let scene = BadInputScene()
        scene.table.rowHeight = -4
        scene.table.rowHeight = .nan
        #expect(scene.table.rowHeight == 44 && scene.log.entries.count == 2)
      }),
    BadInputCase(
      input: "negative or infinite content insets",
      outcome: "refused, previous insets kept, `invalidGeometry` reported",
      check: {
        let scene = BadInputScene()
        scene.table.contentInset = ViewInsets(top: -1)
        scene.table.contentInset = ViewInsets(left: .infinity)
        #expect(scene.table.contentInset == .zero && scene.log.entries.count == 2)
      }),
    BadInputCase(
      input: "invalid item size or spacing",
      outcome: "refused, previous value kept, `invalidGeometry` reported",
      check: {
        let log = DiagnosticLog()
        let collection = CollectionView(frame: Fixtures.bounds)
        collection.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
        collection.itemSize = ViewSize(width: .nan, height: 1)
        collection.itemSpacing = -1
        #expect(collection.itemSize == ViewSize(width: 64, height: 48) && log.entries.count == 2)
      }),
    BadInputCase(
      input: "font size 0 or NaN spacing in an appearance",
      outcome: "the global default appearance is used instead, `invalidGeometry` reported",
      check: {
        let scene = BadInputScene([0])
        scene.table.emptyState.configuration.appearance = EmptyStateAppearance.Overrides(
          spacing: .nan)
        scene.table.setEmptyView(title: "None")
        #expect(scene.table.emptyView?.appearance == EmptyStateDefaults.appearance)
        #expect(scene.log.entries.count == 1)
      }),
    BadInputCase(
      input: "tap at a NaN point", outcome: "nothing is hit; nothing runs",
      check: {
        let scene = BadInputScene([0])
        var taps = 0
        scene.table.setEmptyView(title: "None") { _ in taps += 1 }
        #expect(!scene.table.tap(at: ViewPoint(x: .nan, y: 1)) && taps == 0)
      }),
  ]

  static let content: [BadInputCase] = [
    BadInputCase(
      input: "image and title both missing",
      outcome: "`EmptyStateError.nothingToShow` thrown; the current view is kept",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: "Kept")
        #expect(throws: EmptyStateError.nothingToShow) {
          try scene.table.setEmptyView(optionalImage: nil, optionalTitle: nil)
        }
        #expect(scene.table.emptyView?.titleNode.text == "Kept")
      }),
    BadInputCase(
      input: "negative, NaN or infinite image size",
      outcome: "`ViewImageError.invalidSize` thrown",
      check: {
        #expect(throws: ViewImageError.self) {
          try ViewImage(name: "x", width: .nan, height: 1)
        }
      }),
    BadInputCase(
      input: "empty image name", outcome: "`ViewImageError.emptyName` thrown",
      check: {
        #expect(throws: ViewImageError.emptyName) {
          try ViewImage(name: "", width: 1, height: 1)
        }
      }),
    BadInputCase(
      input: "unknown preset name",
      outcome: "`EmptyStateError.unknownPreset` thrown; the current view is kept",
      check: {
        let scene = BadInputScene([0])
        #expect(throws: EmptyStateError.unknownPreset("nope")) {
          try scene.table.setEmptyView(preset: "nope")
        }
      }),
    BadInputCase(
      input: "empty title", outcome: "shown as given: one empty line, no width",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: "")
        #expect(scene.table.emptyView?.titleNode.frame.size == ViewSize(width: 0, height: 16))
      }),
    BadInputCase(
      input: "very long title",
      outcome: "wrapped, and cut with \"…\" where the area ends; never outside it",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: String(repeating: "word ", count: 5_000))
        let frame = try #require(scene.table.emptyView?.frame)
        #expect(scene.table.contentArea.contains(frame))
        #expect(scene.table.emptyView?.titleNode.lines.last?.hasSuffix("…") == true)
      }),
    BadInputCase(
      input: "forced display with a predicate that says no",
      outcome: "forced display wins, `conflictingOptions` reported",
      check: {
        let scene = BadInputScene([3])
        scene.table.emptyState.configuration = EmptyStateConfiguration(
          empty: try EmptyStatePlaceholder(title: "None"),
          options: EmptyStateOptions(display: .always), shouldDisplay: { _ in false })
        #expect(scene.table.emptyState.isShown && scene.log.entries.count == 1)
      }),
  ]
}
