import EmptyState
import Hooks
import TestSupport
import Testing

extension BadInputCase {
  static let hooks: [BadInputCase] = [
    BadInputCase(
      input: "hook whose token is thrown away",
      outcome: "the hook is removed at once and never runs",
      check: {
        let scene = BadInputScene()
        var runs = 0
        _ = scene.table.contentHooks.after { _, _ in runs += 1 }
        scene.table.reloadData()
        #expect(runs == 0 && scene.table.contentHooks.instanceHooks.isEmpty)
      }),
    BadInputCase(
      input: "reload from inside a hook", outcome: "coalesced into exactly one more pass",
      check: {
        let scene = BadInputScene()
        var passes = 0
        let token = scene.table.contentHooks.after { table, _ in
          passes += 1
          if passes == 1 { table.reloadData() }
        }
        scene.table.reloadData()
        #expect(passes == 2 && scene.isConsistent(diagnostics: 0))
        token.cancel()
      }),
    BadInputCase(
      input: "hook that reloads every time",
      outcome: "stops after 8 passes, `runawayReentrancy` reported",
      check: {
        let scene = BadInputScene()
        let token = scene.table.contentHooks.after { table, _ in table.reloadData() }
        scene.table.reloadData()
        #expect(
          scene.log.entries == [.hook(.runawayReentrancy(label: "TableView.content", passes: 8))])
        token.cancel()
      }),
    BadInputCase(
      input: "around-hook calling proceed twice",
      outcome: "the work runs once, `proceedCalledTwice` reported",
      check: {
        let scene = BadInputScene()
        let token = scene.table.contentHooks.around { _, _, proceed in
          proceed()
          proceed()
        }
        scene.table.reloadData()
        #expect(scene.log.entries == [.hook(.proceedCalledTwice(label: "TableView.content"))])
        token.cancel()
      }),
  ]

  static let views: [BadInputCase] = [
    BadInputCase(
      input: "a view added to its own subview",
      outcome: "`ViewTreeError.wouldCreateCycle` thrown; the tree is unchanged",
      check: {
        let parent = ViewNode()
        let child = ViewNode()
        try parent.addSubview(child)
        #expect(throws: ViewTreeError.wouldCreateCycle) { try child.addSubview(parent) }
        #expect(parent.subviews.count == 1 && child.subviews.isEmpty)
      }),
    BadInputCase(
      input: "a list's ancestor as its header",
      outcome: "refused, previous header kept, `invalidHierarchy` reported",
      check: {
        let scene = BadInputScene()
        let container = ViewNode(frame: Fixtures.bounds)
        try container.addSubview(scene.table)
        let header = LabelNode(text: "Orders")
        scene.table.headerView = header
        scene.table.headerView = container
        #expect(scene.table.headerView === header && header.superview === scene.table)
        #expect(container.superview == nil && container.frame == Fixtures.bounds)
        #expect(scene.log.entries.count == 1)
        #expect(
          scene.log.entries.first.map { if case .invalidHierarchy = $0 { true } else { false } }
            == true)
      }),
  ]
}
