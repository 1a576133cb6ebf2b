import EmptyState

extension SandboxSession {
  /// Runs `snapshot ...`; returns whether the list is drawn again.
  func runSnapshotCommand(_ command: SandboxCommand.Snapshot) throws(CommandError) -> Bool {
    switch command {
    case .build(let sections):
      snapshots.draft = try build(sections)
      let items = snapshots.draft.numberOfItems
      note(
        "snapshot built: \(snapshots.draft) (\(items) item(s) in "
          + "\(snapshots.draft.numberOfSections) section(s)); 'snapshot apply' applies it")
      return false
    case .apply, .reload:
      // Pages write counts, which a list fed by a snapshot ignores: the pages would be lost.
      guard pages == nil else {
        throw .usage(
          "snapshot", SnapshotCommandParser.usage,
          "the list is fed by pages: 'load DURATION' stops them first")
      }
      apply(usingReload: command == .reload)
      return true
    case .ignore(let sections):
      snapshots.ignored = sections
      note(
        sections.isEmpty
          ? "every item counts as content"
          : "items of section(s) \(sections.joined(separator: ", ")) do not count as content")
      updateContentRule()
      return true
    case .presentation(let presentation):
      note(
        presentation == .atDecision
          ? "a placeholder appears as soon as it is decided"
          : "a placeholder decided during a change appears after the batch's completion")
      changePlaceholders { $0.options.presentation = presentation }
      return false
    case .off:
      guard snapshots.feed != nil else {
        throw .usage("snapshot", "snapshot off", "the list is not fed by a snapshot")
      }
      snapshots.feed = nil
      list.feed(from: data)
      note("the list is fed by the counts again ('data', 'add', ...); reloadData()")
      // Reloaded first: a UIKit list shows its old counts until then, and the old rule fits them.
      list.reloadData()
      updateContentRule()
      return true
    }
  }

  /// Count commands would tell the list about changes its data source never made.
  func refuseCountsWhileFedBySnapshots(_ command: SandboxCommand) throws(CommandError) {
    guard snapshots.feed != nil else { return }
    let name: String
    switch command {
    case .add: name = "add"
    case .remove: name = "remove"
    case .addSection: name = "add-section"
    case .removeSection: name = "remove-section"
    case .clear: name = "clear"
    case .data: name = "data"
    default: return
    }
    throw .usage(
      name, SnapshotCommandParser.usage,
      "the list is fed by a snapshot; build and apply another, or 'snapshot off' first")
  }

  /// Gives a new list (after `table` or `collection`) its own data source with the same
  /// snapshot.
  func moveSnapshotFeed(to list: ActiveList) {
    guard let old = snapshots.feed else { return }
    let feed = SnapshotFeed(source: list.makeDiffableSource())
    feed.source.applySnapshotUsingReloadData(old.source.snapshot(), completion: nil)
    snapshots.feed = feed
    watchPasses(of: feed, in: list)
    placeholders.contentRule = contentRule()  // given to the new list with the rest
  }

  private func build(_ sections: [SandboxCommand.SnapshotSection]) throws(CommandError)
    -> SandboxSnapshots.Snapshot
  {
    var snapshot = SandboxSnapshots.Snapshot()
    do {
      for section in sections {
        try snapshot.appendSections([section.name])
        try snapshot.appendItems(section.items, toSection: section.name)
      }
    } catch {
      throw .usage("snapshot", SnapshotCommandParser.usage, error.description)
    }
    return snapshot
  }

  private func apply(usingReload: Bool) {
    let feed = snapshots.feed ?? startFeeding()
    if batchUpdates > 0 {
      note("a batch is open: the snapshot joins it, as a reload, and applies at 'end'")
    }
    let completion: @MainActor () -> Void = { [weak self] in self?.note("completion ran") }
    if usingReload {
      feed.source.applySnapshotUsingReloadData(snapshots.draft, completion: completion)
    } else {
      feed.source.apply(snapshots.draft, animatingDifferences: true, completion: completion)
    }
  }

  private func startFeeding() -> SnapshotFeed {
    let feed = SnapshotFeed(source: list.makeDiffableSource())
    snapshots.feed = feed
    watchPasses(of: feed, in: list)
    note(
      "the list is now fed by a diffable data source, kept by the Sandbox (lists hold their "
        + "data source weakly); count commands wait for 'snapshot off'")
    updateContentRule()
    return feed
  }

  /// Notes every content pass of the list while `feed` feeds it: the change it applies.
  private func watchPasses(of feed: SnapshotFeed, in list: ActiveList) {
    feed.passToken = list.beforeContentChange { [weak self] change in
      self?.note(Self.describe(change))
    }
  }

  /// The content rule for the ignored sections, or `nil` for the default.
  private func contentRule() -> EmptyStateContentRule<any ListContainer>? {
    guard let feed = snapshots.feed, !snapshots.ignored.isEmpty else { return nil }
    return .items(of: feed.source, ignoringSections: Set(snapshots.ignored))
  }

  private func updateContentRule() {
    changePlaceholders { $0.contentRule = self.contentRule() }
  }

  private static func describe(_ change: ListChange) -> String {
    switch change {
    case .reloadData:
      return "content pass: reloadData"
    case .update(let update):
      return "content pass: \(update)"
    case .batchUpdates(let updates):
      let lines = updates.map { "  \($0)" }
      return (["content pass: a batch of \(updates.count) update(s)"] + lines)
        .joined(separator: "\n")
    }
  }
}
