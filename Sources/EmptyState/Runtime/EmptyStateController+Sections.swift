public import Hooks
import ListViews

extension EmptyStateController {
  /// Receives section placeholders' events with the list they concern.
  public typealias SectionEventHandler =
    @MainActor (_ list: List, _ event: SectionPlaceholderEvent) -> Void

  /// The sections that show a placeholder of their own, in increasing order.
  public var sectionsShowingPlaceholders: [Int] {
    sectionStorage?.shownSections ?? []
  }

  /// The placeholder view shown in `section`, if it shows one.
  public func sectionPlaceholderView(forSection section: Int) -> PlaceholderView? {
    sectionStorage?.shown[section]?.view.placeholderView
  }

  /// Adds a listener for section placeholders' events; the returned token removes it (dropping
  /// it removes it too).
  ///
  /// - Parameter handler: Receives the list and the event with its section.
  /// - Returns: The token that keeps the listener.
  public func onSectionEvent(_ handler: @escaping SectionEventHandler) -> HookToken {
    let storage = sections
    let listeners = storage.listeners ?? HookRegistry()
    storage.listeners = listeners
    return listeners.after(handler)
  }

  /// The section placeholders' state, made when first needed.
  var sections: SectionStorage<List> {
    if let sectionStorage { return sectionStorage }
    let made = SectionStorage<List>()
    sectionStorage = made
    return made
  }

  // MARK: Deciding

  /// Shows, replaces or hides section placeholders after the list's own decision: only in the
  /// sections whose emptiness changed since the last pass (``SectionPass``), or in every one.
  ///
  /// While the list's own placeholder is shown they are hidden, unless the configuration
  /// keeps them. App code (the provider, event handlers) runs here; what it changes comes back
  /// as one more pass (``WorkQueue``).
  func decideSections() {
    guard let list else { return }
    guard let configured = configuration.sections else { return endSectionPlaceholders(in: list) }
    let storage = sections
    guard storage.next != .unsupported else { return }
    if isShown, configured.whileListPlaceholderShows == .hideSectionPlaceholders {
      for section in storage.shownSections { hideSectionPlaceholder(in: section, of: list) }
      storage.next = .everySection
      return
    }
    let count = list.numberOfSections
    for section in storage.shownSections where section >= count {
      hideSectionPlaceholder(in: section, of: list)  // the section is gone
    }
    let candidates = sectionsToDecide(in: list, storage: storage)
    storage.next = .changedSections
    for section in candidates {
      guard section < list.numberOfSections, storage.next != .unsupported else { break }
      let placeholder =
        list.numberOfItems(inSection: section) == 0 ? configured.provider(list, section) : nil
      showSectionPlaceholder(placeholder, in: section, of: list, appearance: configured.appearance)
    }
  }

  /// The sections to decide: those whose emptiness changed, or all when the pass must see every
  /// section or the number of sections changed; `seen` is brought up to date.
  private func sectionsToDecide(in list: List, storage: SectionStorage<List>) -> [Int] {
    let everySection = storage.next == .everySection
    if let listView = list as? ListView {
      let changed = listView.sectionsWhoseEmptinessChanged(since: &storage.seen)
      guard let changed, !everySection else { return Array(0..<list.numberOfSections) }
      return changed
    }
    // Any other container is asked for each count.
    let now = (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) == 0 ? 1 : 0 }
    defer { storage.seen = now }
    guard !everySection, now.count == storage.seen.count else { return Array(now.indices) }
    return now.indices.filter { now[$0] != storage.seen[$0] }
  }

  /// Shows `placeholder` in `section`, replaces the one shown there, or, for `nil`, hides it.
  private func showSectionPlaceholder(
    _ placeholder: EmptyStatePlaceholder<List>?, in section: Int, of list: List,
    appearance layer: EmptyStateAppearance.Overrides?
  ) {
    let storage = sections
    guard let placeholder else { return hideSectionPlaceholder(in: section, of: list) }
    let fingerprint = PlaceholderFingerprint(placeholder, kind: .empty)
    let old = storage.shown[section]
    if let old, old.fingerprint == fingerprint {
      storage.shown[section]?.placeholder = placeholder  // its taps run the latest actions
      return
    }
    if old == nil { emitSection(.willAppear, in: section, of: list) }
    let view = makeSectionView(placeholder, appearance: layer, in: list)
    do {
      try list.setSectionView(view, forSection: section)
    } catch {
      return sectionViewRefused(error, in: section, of: list, replacing: old)
    }
    storage.shown[section] = ShownSectionPlaceholder(
      view: view, fingerprint: fingerprint, placeholder: placeholder)
    list.layoutIfNeeded()  // the call returns with the placeholder laid out between its strips
    emitSection(old == nil ? .didAppear : .didReplacePlaceholder, in: section, of: list)
    let text = view.placeholderView.readText
    if text != old?.view.placeholderView.readText {
      announce(text, kind: .empty, section: section)
    }
  }

  /// Hides the placeholder of `section`, if it shows one.
  private func hideSectionPlaceholder(in section: Int, of list: List) {
    guard let shown = sectionStorage?.shown[section] else { return }
    emitSection(.willDisappear, in: section, of: list)
    sectionStorage?.shown[section] = nil
    if list.sectionView(forSection: section) === shown.view {
      try? list.setSectionView(nil, forSection: section)
    }
    shown.view.removeFromSuperview()  // a section that is gone took its view already
    list.layoutIfNeeded()
    withdrawAnnouncement(forSection: section)
    emitSection(.didDisappear, in: section, of: list)
  }

  /// The list refused the view: a container without section views is reported once and
  /// shows none; a section that went away meanwhile is decided on the next pass.
  private func sectionViewRefused(
    _ error: SectionViewError, in section: Int, of list: List,
    replacing old: ShownSectionPlaceholder<List>?
  ) {
    if old == nil { emitSection(.didDisappear, in: section, of: list) }  // matches will-appear
    switch error {
    case .unsupported:
      sections.next = .unsupported
      list.report(
        .invalidConfiguration(
          "empty state: section placeholders need a list that lays out views in its sections "
            + "(a TableView or a CollectionView); none is shown"))
    case .sectionOutOfRange, .refused:
      sections.next = .everySection
    }
  }

  /// Every section placeholder goes: the configuration has none any more.
  private func endSectionPlaceholders(in list: List) {
    guard let storage = sectionStorage else { return }
    for section in storage.shownSections { hideSectionPlaceholder(in: section, of: list) }
    if storage.listeners == nil { sectionStorage = nil }
  }

  /// The view of a section's placeholder, wired to this controller's taps and measured for the
  /// list's width.
  private func makeSectionView(
    _ placeholder: EmptyStatePlaceholder<List>, appearance layer: EmptyStateAppearance.Overrides?,
    in list: List
  ) -> SectionPlaceholderView {
    let view = PlaceholderView(
      placeholder: placeholder, kind: .empty,
      appearance: resolvedAppearance(for: placeholder, over: layer),
      customNode: placeholder.customView.flatMap(makeCustomView))
    view.passesTouchesThrough = placeholder.tap == nil
    if placeholder.tap != nil {
      view.tapAction = { node in Self.sectionTapped(node, part: .view) }
    }
    view.buttonNode?.tapAction = { node in Self.sectionTapped(node, part: .button) }
    view.secondaryButtonNode?.tapAction = { node in Self.sectionTapped(node, part: .secondaryButton)
    }
    let area = SectionPlaceholderView(view)
    area.fit(width: list.bounds.width)
    return area
  }

  // MARK: Taps and events

  /// Which part of a section placeholder was tapped.
  private enum TappedPart {
    case view, button, secondaryButton
  }

  /// A part of a section placeholder was tapped: found through the view tree, so the taps
  /// capture nothing.
  private static func sectionTapped(_ node: ViewNode, part: TappedPart) {
    var current: ViewNode? = node
    while let view = current, !(view is SectionPlaceholderView) { current = view.superview }
    guard let area = current as? SectionPlaceholderView,
      let list = area.superview as? List,
      let controller = list.attachment(ofType: EmptyStateController.self),
      let (section, shown) = controller.sectionStorage?.shown.first(where: {
        $0.value.view === area
      })
    else { return }
    switch part {
    case .view:
      controller.emitSection(.didTapView, in: section, of: list)
      shown.placeholder.tap?(list)
    case .button:
      controller.emitSection(.didTapButton, in: section, of: list)
      shown.placeholder.button?.action?(list)
    case .secondaryButton:
      controller.emitSection(.didTapSecondaryButton, in: section, of: list)
      shown.placeholder.secondaryButton?.action?(list)
    }
  }

  /// Tells the section listeners; nothing while the last decision after a runaway settles.
  func emitSection(_ event: EmptyStateEvent, in section: Int, of list: List) {
    guard !workQueue.isSettling else { return }
    sectionStorage?.listeners?.notify(list, SectionPlaceholderEvent(event, section: section))
  }
}
