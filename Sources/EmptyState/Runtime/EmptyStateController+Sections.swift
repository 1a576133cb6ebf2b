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

  var sections: SectionStorage<List> {
    if let sectionStorage { return sectionStorage }
    let made = SectionStorage<List>()
    sectionStorage = made
    return made
  }

  // MARK: Deciding

  /// Hooks the controller to section emptiness while sections have placeholders (see the article).
  func hookSections() {
    guard configuration.hasSectionPlaceholders, let list else {
      guard let storage = sectionStorage else { return }  // a list without sections runs none
      storage.hook = nil
      return send(.sectionsReset)  // the next pass takes them away
    }
    let storage = sections
    send(.sectionsReset)
    guard storage.hook == nil else { return }
    guard let hooks = list.sectionEmptinessHooks else {
      return sectionsUnsupported(by: list)
    }
    storage.hook = hooks.after(Self.sectionHook())
  }

  private static func sectionHook() -> HookRegistry<List, SectionEmptinessChange>.After {
    { owner, change in
      owner.attachment(ofType: EmptyStateController.self)?.sectionsDidChangeEmptiness(change)
    }
  }

  private func sectionsDidChangeEmptiness(_ change: SectionEmptinessChange) {
    guard sectionStorage != nil else { return }
    send(.sectionsChanged(change.sections))
    perform(.decideSections)
  }

  /// Shows, replaces or hides section placeholders after the list's own decision, if any is due.
  func decideSections() {
    guard sectionStorage != nil else { return }
    send(.sectionPassBegan)
  }

  /// Decides the placeholders of `candidates` (`nil`: every section), as the machine says.
  func decidePlaceholders(ofSections candidates: [Int]?) {
    guard let list, let storage = sectionStorage else { return }
    guard let configured = configuration.sections else { return endSectionPlaceholders(in: list) }
    if isShown, configured.whileListPlaceholderShows == .hideSectionPlaceholders {
      // Hidden under the list's placeholder: each pass while it shows forgets the flips (the
      // machine did, before the events, so that what a handler of theirs asks for is kept); the
      // pass in which it goes decides every section.
      for section in storage.shownSections { hideSectionPlaceholder(in: section, of: list) }
      return
    }
    let count = list.numberOfSections
    for section in storage.shownSections where section >= count {
      hideSectionPlaceholder(in: section, of: list)  // the section is gone
    }
    for section in candidates ?? Array(0..<count) {
      guard section < list.numberOfSections else { break }
      let placeholder =
        list.numberOfItems(inSection: section) == 0 ? configured.provider(list, section) : nil
      guard
        showSectionPlaceholder(
          placeholder, in: section, of: list, appearance: configured.appearance)
      else { break }
    }
  }

  /// Shows, replaces or (for `nil`) hides `section`'s placeholder; false if the list can't.
  private func showSectionPlaceholder(
    _ placeholder: EmptyStatePlaceholder<List>?, in section: Int, of list: List,
    appearance layer: EmptyStateAppearance.Overrides?
  ) -> Bool {
    let storage = sections
    guard let placeholder else {
      hideSectionPlaceholder(in: section, of: list)
      return true
    }
    let old = storage.shown[section]
    if let old,
      old.view.placeholderView.fingerprint == PlaceholderFingerprint(placeholder, kind: .empty)
    {
      storage.shown[section]?.placeholder = placeholder  // its taps run the latest actions
      return true
    }
    if old == nil { emitSection(.willAppear, in: section, of: list) }
    let view = makeSectionView(placeholder, appearance: layer, in: list)
    do {
      try list.setSectionView(view, forSection: section)
    } catch {
      sectionViewRefused(error, in: section, of: list, replacing: old)
      return error != .unsupported
    }
    storage.shown[section] = ShownSectionPlaceholder(view: view, placeholder: placeholder)
    list.layoutIfNeeded()  // the call returns with the placeholder laid out between its strips
    emitSection(old == nil ? .didAppear : .didReplacePlaceholder, in: section, of: list)
    let text = view.placeholderView.readText
    if text != old?.view.placeholderView.readText {
      // What the replaced placeholder asked to be spoken is stale, even if this one reads nothing.
      withdrawAnnouncement(forSection: section)
      announce(text, kind: .empty, section: section)
    }
    return true
  }

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

  /// The list refused the view: a container without section views is reported once and shows none.
  private func sectionViewRefused(
    _ error: SectionViewError, in section: Int, of list: List,
    replacing old: ShownSectionPlaceholder<List>?
  ) {
    // A cancelled appearance, as the list's own: will-appear, will-disappear, did-disappear.
    if old == nil {
      emitSection(.willDisappear, in: section, of: list)
      emitSection(.didDisappear, in: section, of: list)
    }
    switch error {
    case .unsupported: sectionsUnsupported(by: list)
    case .sectionOutOfRange, .refused: send(.sectionsReset)
    }
  }

  /// The list cannot show section placeholders: reported once for each configuration.
  private func sectionsUnsupported(by list: List) {
    send(.sectionsUnsupported)
    list.report(
      .invalidConfiguration(
        "empty state: section placeholders need a list that lays out views in its sections "
          + "and tells their emptiness (a TableView or a CollectionView); none is shown"))
  }

  private func endSectionPlaceholders(in list: List) {
    guard let storage = sectionStorage else { return }
    for section in storage.shownSections { hideSectionPlaceholder(in: section, of: list) }
    // A handler of those events may have configured section placeholders again, with a hook.
    guard !configuration.hasSectionPlaceholders else { return }
    storage.hook = nil
    if storage.listeners == nil { sectionStorage = nil }
  }

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

  private enum TappedPart {
    case view, button, secondaryButton
  }

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

/// What section placeholders keep between passes.
@MainActor
final class SectionStorage<List: AnyObject> {
  var shown: [Int: ShownSectionPlaceholder<List>] = [:]
  var hook: HookToken?
  var listeners: HookRegistry<List, SectionPlaceholderEvent>?

  var shownSections: [Int] {
    shown.keys.sorted()
  }
}

struct ShownSectionPlaceholder<List> {
  let view: SectionPlaceholderView
  var placeholder: EmptyStatePlaceholder<List>
}
