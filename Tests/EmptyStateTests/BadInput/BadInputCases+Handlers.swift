import EmptyState
import TestSupport
import Testing

extension BadInputCase {
  /// Event handlers and views that fight the empty state, and text meant for a terminal.
  static let handlers: [BadInputCase] = [
    BadInputCase(
      input: "a phase-change handler that always changes the phase",
      outcome: "each change announced after the last, stops after 8, `runawayReentrancy` reported",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: "None")
        let token = scene.table.onEmptyStateEvent { table, event in
          guard case .didChangePhase(let kind) = event else { return }
          if kind == .loading {
            table.emptyState.finishLoading()
          } else {
            table.emptyState.beginLoading()
          }
        }
        scene.table.emptyState.beginLoading()
        #expect(
          scene.isConsistent()
            && scene.log.entries == [
              .hook(.runawayReentrancy(label: "EmptyStateController.phase", passes: 8))
            ])
        token.cancel()
      }),
    BadInputCase(
      input: "handlers that show and hide the placeholder forever",
      outcome:
        "stop after 8 passes, `runawayReentrancy` reported; a last, silent decision matches the data",
      check: {
        let scene = BadInputScene([0])
        let token = scene.table.onEmptyStateEvent { table, event in
          switch event {
          case .didAppear: scene.source.sections = [1]
          case .didDisappear: scene.source.sections = [0]
          default: return
          }
          table.reloadData()
        }
        scene.table.setEmptyView(title: "None")
        #expect(scene.isConsistent(diagnostics: scene.log.entries.count))
        #expect(!scene.log.entries.isEmpty)
        #expect(scene.table.emptyState.isShown == (scene.counts == [0]))
        token.cancel()
      }),
    BadInputCase(
      input: "a handler removing the placeholder as it appears",
      outcome: "`willDisappear` and `didDisappear` follow the `willAppear`; nothing is shown",
      check: {
        let scene = BadInputScene([0])
        var events: [EmptyStateEvent] = []
        let token = scene.table.onEmptyStateEvent { table, event in
          events.append(event)
          if event == .willAppear { table.removeEmptyView() }
        }
        scene.table.setEmptyView(title: "None")
        #expect(events == [.willAppear, .willDisappear, .didDisappear])
        #expect(!scene.table.emptyState.isShown && scene.isConsistent(diagnostics: 0))
        token.cancel()
      }),
    BadInputCase(
      input: "a custom view already in a view tree, such as the list's window",
      outcome: "the placeholder is shown without it, `invalidHierarchy` reported",
      check: {
        let scene = BadInputScene([0])
        let window = ViewNode(frame: Fixtures.bounds)
        try window.addSubview(scene.table)
        scene.table.emptyState.configuration.empty = try EmptyStatePlaceholder(
          title: "None", customView: CustomPlaceholderView { window })
        #expect(scene.table.emptyView?.customNode == nil && window.superview == nil)
        #expect(
          scene.isConsistent()
            && scene.log.entries.first.map {
              if case .invalidHierarchy = $0 { true } else { false }
            }
              == true
        )
      }),
    BadInputCase(
      input: "control characters in a title",
      outcome: "drawn as visible stand-ins (␛ for ESC) in text, as � in SVG",
      check: {
        let scene = BadInputScene([0])
        scene.table.setEmptyView(title: "a\u{1B}]0;owned\u{7}b")
        let text = PlainTextRenderer().render(scene.table)
        let svg = SVGRenderer().render(scene.table)
        #expect(text.contains("a\u{241B}]0;owned\u{2407}b"))
        #expect(!(text + svg).unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
      }),
    BadInputCase(
      input: "`HookPoint(maximumPasses: Int.max)`",
      outcome: "clamped to `HookDefaults.largestMaximumPasses` (1,000)",
      check: {
        let hooks = HookPoint<TableView, Void>(label: "x", maximumPasses: .max)
        #expect(hooks.maximumPasses == 1_000)
      }),
  ]
}
