import EmptyState
import EmptyStateTesting
import TestSupport
import Testing

extension BadInputCase {
  /// Handlers that never settle, or change the list while its placeholders are decided,
  /// reached from a plain `reloadData()`.
  static let runaways: [BadInputCase] = [
    BadInputCase(
      input: "handlers that show and hide the placeholder forever, started by `reloadData()`",
      outcome:
        "the list's passes and the empty state's work stop together after 8 rounds, "
        + "`runawayReentrancy` reported once; a last, silent decision matches the data",
      check: {
        let scene = BadInputScene([1])
        scene.table.setEmptyView(title: "None")
        let token = scene.showAndHideForever()
        scene.source.sections = [0]
        scene.table.reloadData()
        #expect(scene.isConsistent(diagnostics: 1))
        #expect(scene.table.emptyState.isShown == scene.table.isContentEmpty)
        token.cancel()
      }),
    BadInputCase(
      input: "the same handlers with a `shouldDisplay` predicate",
      outcome: "the same: one `runawayReentrancy`, a last, silent decision matches the data",
      check: {
        let scene = BadInputScene([1])
        scene.table.emptyState.configuration = EmptyStateConfiguration(
          empty: try EmptyStatePlaceholder(title: "None"), shouldDisplay: { _ in true })
        let token = scene.showAndHideForever()
        scene.source.sections = [0]
        scene.table.reloadData()
        #expect(scene.isConsistent(diagnostics: 1))
        #expect(scene.table.emptyState.isShown == scene.table.isContentEmpty)
        token.cancel()
      }),
    BadInputCase(
      input:
        "section handlers that fill their section as its placeholder appears and empty it as it goes",
      outcome:
        "stop after 8 rounds, `runawayReentrancy` reported once; a last, silent decision shows "
        + "the placeholder exactly while the section is empty",
      check: {
        let scene = BadInputScene([1, 1])
        scene.table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
          try? EmptyStatePlaceholder(title: "None")
        }
        let token = scene.table.emptyState.onSectionEvent { table, event in
          guard event.section == 1 else { return }
          let path = ListIndexPath(row: 0, section: 1)
          switch event.event {
          case .didAppear:
            scene.source.sections[1] = 1
            table.insertRows(at: [path])
          case .didDisappear:
            scene.source.sections[1] = 0
            table.deleteRows(at: [path])
          default: return
          }
        }
        scene.source.sections = [1, 0]
        scene.table.reloadData()
        let empty = scene.table.numberOfRows(inSection: 1) == 0
        #expect(scene.isConsistent(diagnostics: 1))
        #expect(scene.table.emptyState.sectionsShowingPlaceholders == (empty ? [1] : []))
        token.cancel()
      }),
    BadInputCase(
      input: "an announcement listener that refills the list, with a zero minimum interval",
      outcome: "spoken once in the call, however often the listener brings the placeholder back",
      check: {
        let scene = BadInputScene([1])
        scene.table.emptyState.clock = TestClock()
        scene.table.emptyState.configuration.options.announcements = .on(minimumInterval: .zero)
        scene.table.setEmptyView(title: "None")
        var told = 0
        let listener = scene.table.onEmptyStateAnnouncement { table, _ in
          told += 1
          scene.source.sections = [1]
          table.reloadData()
        }
        let token = scene.table.onEmptyStateEvent { table, event in
          guard event == .didDisappear else { return }
          scene.source.sections = [0]
          table.reloadData()
        }
        scene.source.sections = [0]
        scene.table.reloadData()
        #expect(told == 1 && scene.isConsistent(diagnostics: 0))
        #expect(scene.table.emptyState.isShown == scene.table.isContentEmpty)
        token.cancel()
        listener.cancel()
      }),
    BadInputCase(
      input: "a handler that empties a section while the list's placeholder goes",
      outcome: "the section shows its placeholder when the call returns; nothing reported",
      check: {
        let scene = BadInputScene([0, 0, 0])
        scene.table.setEmptyView(title: "None")
        scene.table.emptyState.configuration.sections = SectionPlaceholders { _, _ in
          try? EmptyStatePlaceholder(title: "Nothing here")
        }
        let token = scene.table.emptyState.onSectionEvent { table, event in
          guard event == SectionPlaceholderEvent(.didAppear, section: 2) else { return }
          scene.source.sections[0] = 0
          table.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
        }
        scene.source.sections = [1, 1, 0]
        scene.table.reloadData()
        #expect(scene.table.emptyState.sectionsShowingPlaceholders == [0, 2])
        #expect(scene.isConsistent(diagnostics: 0))
        token.cancel()
      }),
  ]
}

extension BadInputScene {
  /// Handlers that fill the list as its placeholder appears and empty it as it goes.
  func showAndHideForever() -> HookToken {
    table.onEmptyStateEvent { table, event in
      switch event {
      case .didAppear: source.sections = [1]
      case .didDisappear: source.sections = [0]
      default: return
      }
      table.reloadData()
    }
  }
}
