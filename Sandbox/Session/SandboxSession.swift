import EmptyState

/// The Sandbox's state and the effect of every command on it.
///
/// A command is checked completely before it changes anything, so a bad command leaves the
/// state exactly as it was. Each command returns the lines to print: what happened, then the
/// redrawn list.
@MainActor
final class SandboxSession {
  let data = SandboxData()
  private(set) var list: ActiveList
  /// The Sandbox's own description of the placeholders, options and predicate: given to the list
  /// at every change, and again to a new list when the kind of list changes.
  var placeholders = SandboxPlaceholders()
  /// Keeps the listener to the list's empty-state events.
  private var eventToken: HookToken?
  /// Keeps the listener to the events of the list's section placeholders.
  private var sectionEventToken: HookToken?
  /// The placeholders of sections, by index, given to the list within ``placeholders``.
  var sections = SandboxSections()
  /// Keeps the listener to the list's announcements while `announce on` prints them.
  var announcementToken: HookToken?
  var renderer = PlainTextRenderer()
  private var accessories: [SandboxCommand.Accessory: (text: String, height: Double)] = [:]
  var batchUpdates = 0
  /// What the command being run has to say, before the list is drawn.
  var messages: [String] = []
  /// Writes files for `svg`; replaceable in tests.
  var writeFile: (String, String) throws -> Void = { try FileOutput.write($0, to: $1) }
  /// The virtual clock, the virtual server and the requests it has not answered yet.
  let loads = SandboxLoads()
  /// The snapshot being built, and the diffable data source once one feeds the list.
  var snapshots = SandboxSnapshots()
  /// The paged list `pages` set up, if any.
  var pages: SandboxPages?

  init() {
    Self.registerPresets()
    list = ActiveList(kind: .table, data: data)
    configure(list, size: ViewSize(width: 320, height: 240), insets: .zero)
    list.reloadData()
  }

  /// Runs `command` and returns what to print; throws without changing anything if it cannot run.
  func run(_ command: SandboxCommand) throws(CommandError) -> [String] {
    messages = []
    var redraws = true
    switch command {
    case .help, .quit, .demo:
      redraws = false
    case .render:
      break
    case .svg(let path):
      try exportSVG(to: path)
      redraws = false
    case .tap(let target):
      try tap(target)
    case .empty(let label, let tappable):
      attachEmpty(label, tappable: tappable)
    case .accessory(let which, let text, let height):
      if which == .footer, pages != nil {
        throw .usage(
          "footer", "footer TEXT [HEIGHT] | footer none",
          "the page strip is the list's footer while pages load ('load DURATION' stops them)")
      }
      try setAccessory(which, text: text, height: height)
    case .insets(let insets):
      list.view.contentInset = insets
      note("content insets are now \(describe(insets))")
    case .size(let size):
      list.view.frame.size = size
      note("size is now \(describe(size))")
    case .rotate:
      list.view.frame.size = list.view.frame.size.transposed
      note("rotated: size is now \(describe(list.view.frame.size))")
    case .table, .collection:
      try switchList(to: command == .table ? .table : .collection)
    case .host(let host):
      try switchHost(to: host)
    case .phase, .placeholder, .detail, .button, .preset, .option:
      try runStateCommand(command)
    case .presets:
      try runStateCommand(command)
      redraws = false
    case .server, .load, .refresh, .retry, .cancel, .advance, .search, .timing, .spinner:
      try runLoadCommand(command)
    case .snapshot(let snapshot):
      redraws = try runSnapshotCommand(snapshot)
    case .appearance(let appearance):
      try runAppearanceCommand(appearance)
    case .pages(let pages):
      try runPagesCommand(pages)
    case .scroll(let target):
      try scroll(target)
    case .sectionPlaceholder(let command):
      try runSectionCommand(command)
      redraws = command != .list
    case .announce(let printed):
      printAnnouncements(printed)
    default:
      try refuseCountsWhileFedBySnapshots(command)
      try runDataCommand(command)
    }
    keepOffsetInContent()
    layOutHost()
    return redraws ? messages + [render()] : messages
  }

  /// The current list, drawn, under a line saying what state it is in.
  func render() -> String {
    let state = list.emptyState
    let counts = Self.describe(counts: data.sections)
    let content =
      snapshots.feed.map { "snapshot \($0.source.snapshot())" }
      ?? "data [\(counts.isEmpty ? "no sections" : counts)]"
    let shown =
      state.shownPlaceholder.map { "the \($0.rawValue) placeholder" } ?? "no placeholder"
    let batch = batchUpdates > 0 ? ", batch open" : ""
    let scrolling = list.view.allowsScrolling ? "" : ", scrolling blocked"
    let offset = list.view.contentOffset.y
    let scrolled = offset == 0 ? "" : ", scrolled to \(offset.compact)"
    let paging = pages?.loader.map { ", pages \($0.state.kind.rawValue)" } ?? ""
    return "\(list.kind.rawValue), \(content), "
      + "phase \(state.phase.kind.rawValue), showing \(shown)\(sectionStatus())\(fadeStatus)\(batch)\(scrolling)"
      + "\(paging)\(scrolled)\n"
      + renderer.render(list.view)
  }

  /// The counts for a status line: the first ``SandboxLimits/statusSections``, then how many
  /// more there are (`1,2,3,… 80 more`).
  static func describe(counts: [Int]) -> String {
    let listed = counts.prefix(SandboxLimits.statusSections).map(String.init)
      .joined(separator: ",")
    let more = counts.count - SandboxLimits.statusSections
    return more > 0 ? listed + ",… \(more) more" : listed
  }

  func note(_ line: String) {
    messages.append(line)
  }

  func configure(_ list: ActiveList, size: ViewSize, insets: ViewInsets) {
    list.view.frame = ViewRect(origin: .zero, size: size)
    list.view.contentInset = insets
    list.view.diagnosticHandler = { [weak self] _, diagnostic in
      self?.note("diagnostic: \(diagnostic)")
    }
    list.emptyState.clock = loads.clock
    if announcementToken != nil { listenToAnnouncements() }
    eventToken = list.emptyState.onEvent { [weak self] event in
      switch event {
      case .didAppear: self?.note("placeholder appears")
      case .didDisappear: self?.note("placeholder disappears")
      case .didTapView: self?.note("placeholder tapped")
      case .didTapButton: self?.note("button tapped")
      case .didTapSecondaryButton: self?.note("secondary button tapped")
      case .didStartLoad(let kind): self?.loadDidStart(kind)
      case .didEndLoad(let kind, let outcome):
        self?.note("\(kind.rawValue) ends: \(outcome.rawValue)")
      case .willAppear, .willDisappear, .didChangePhase, .didReplacePlaceholder: return
      }
    }
    sectionEventToken = list.emptyState.onSectionEvent { [weak self] event in
      self?.noteSectionEvent(event)
    }
  }

  /// Changes the placeholders, options or predicate, and gives them to the list at once.
  func changePlaceholders(_ change: (inout SandboxPlaceholders) -> Void) {
    change(&placeholders)
    list.emptyState.setPlaceholders(placeholders)
  }

  /// Removes every placeholder; the options and the predicate stay.
  private func removePlaceholders() {
    placeholders.empty = nil
    placeholders.loading = nil
    placeholders.failure = nil
    list.emptyState.removeEmptyView()
  }

  private func switchList(to kind: ActiveList.Kind) throws(CommandError) {
    guard kind != list.kind else { return note("already showing a \(kind.rawValue)") }
    var hosted: (any HostedList)?
    if list.hosted != nil {
      try checkHostable(kind, kind.rawValue, "table | collection")
      hosted = ActiveList.hosted(kind, data: data)
    }
    replaceList(with: ActiveList(kind: kind, data: data, hosted: hosted))
    note("now showing a \(kind.rawValue), with the same placeholders, options and phase")
  }

  /// Shows `new` instead of the list, with the same size, insets, accessories, placeholders,
  /// options and phase.
  func replaceList(with new: ActiveList) {
    stopPages()
    let old = list
    let phase = old.emptyState.phase
    old.emptyState.removeEmptyView()
    list = new
    configure(list, size: old.view.frame.size, insets: old.view.contentInset)
    list.hosted?.layOut()
    carryPresentation(from: old.view, to: list.view)
    moveSnapshotFeed(to: list)
    batchUpdates = 0
    for (which, accessory) in accessories.sorted(by: { $0.key.rawValue > $1.key.rawValue }) {
      // A list that cannot show them was refused before it replaced this one.
      try? setAccessory(which, text: accessory.text, height: accessory.height)
    }
    list.reloadData()
    list.emptyState.phase = phase
    list.emptyState.setPlaceholders(placeholders)
  }

  /// Whether a header or a footer is set.
  var hasAccessories: Bool { !accessories.isEmpty }

  private func attachEmpty(_ label: PlaceholderLabel?, tappable: Bool) {
    guard let label else {
      removePlaceholders()
      return note("placeholders removed")
    }
    note(
      "empty view attached: \(describe(label))\(tappable ? ", tap to load 3 " + list.itemNoun + "s" : "")"
    )
    var onTap: EmptyStatePlaceholder<any ListContainer>.Action?
    if tappable {
      onTap = { [weak self] _ in
        guard let self else { return }
        self.note("tap block: the data source now has 3 \(self.list.itemNoun)s; reloadData()")
        self.data.sections = [3]
        self.list.reloadData()
      }
    }
    changePlaceholders { $0.empty = EmptyStatePlaceholder(label: label, onTap: onTap) }
  }

  private func setAccessory(_ which: SandboxCommand.Accessory, text: String?, height: Double)
    throws(CommandError)
  {
    if let hosted = list.hosted {
      try hosted.setAccessory(which, text: text, height: height) { [weak self] in
        self?.note("\(which.rawValue) tapped")
      }
    }
    guard let text else {
      accessories[which] = nil
      if list.hosted == nil {
        if which == .header { list.view.headerView = nil } else { list.view.footerView = nil }
      }
      return note("\(which.rawValue) removed")
    }
    accessories[which] = (text, height)
    guard list.hosted == nil else {
      return note("\(which.rawValue) set: \"\(text)\", \(height.compact) high")
    }
    let label = LabelNode(text: text)
    label.frame = ViewRect(x: 0, y: 0, width: 0, height: height)
    label.tapAction = { [weak self] _ in self?.note("\(which.rawValue) tapped") }
    if which == .header { list.view.headerView = label } else { list.view.footerView = label }
    note("\(which.rawValue) set: \"\(text)\", \(height.compact) high")
  }
}
