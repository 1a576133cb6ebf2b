extension ListView {
  /// Gives `section` a view of its own, laid out inside the section below its header strip and
  /// above its rows or items (`nil` takes it away): what a section with nothing to show can
  /// show instead, without a fake row.
  ///
  /// The view spans the list's width inside the insets and keeps the height of its frame; the
  /// rows or items of the section and of later sections move down by that height, and the
  /// content size grows by it. Its origin and width are the list's: they are set again when
  /// the counts, the list's geometry or a section view's height change, not on a reload or a
  /// layout pass that moves nothing. It is not a row: the counts, index paths and updates are
  /// untouched. It scrolls with the content, is hit-tested and drawn where it is seen, and is
  /// read by assistive technologies in section order, after the list's header. A view is kept
  /// by section index: it stays with its index through reloads and updates, and leaves the list
  /// when its section no longer exists (or when it is taken out of the list). At most one view
  /// per section; giving a section a view that another section has moves it.
  ///
  /// - Parameters:
  ///   - view: The view, or `nil`.
  ///   - section: A section of the list's current counts.
  /// - Throws: ``SectionViewError/sectionOutOfRange(section:numberOfSections:)`` for a section
  ///   that does not exist, ``SectionViewError/refused(_:)`` for a view that cannot go in the
  ///   list's tree; the list is then left as it was.
  public final func setSectionView(_ view: ViewNode?, forSection section: Int)
    throws(SectionViewError)
  {
    let sections = numberOfSections
    guard section >= 0, section < sections else {
      throw .sectionOutOfRange(section: section, numberOfSections: sections)
    }
    if let view, view.superview !== self, let refusal = refusal(toHold: view) {
      throw .refused(refusal)
    }
    let old = sectionViews.set(view, in: section)
    if let old, old !== view, old.superview === self { old.removeFromSuperview() }
    if let view { placeSectionView(view, in: section) }
    updateGeometry()
    layoutIfNeeded()
  }

  /// The view of `section` (``setSectionView(_:forSection:)``), if it has one.
  public final func sectionView(forSection section: Int) -> ViewNode? {
    sectionViews.view(in: section)
  }

  /// The sections that have a view, in increasing order.
  public final var sectionsWithViews: [Int] {
    sectionViews.sections
  }

  /// The sections whose view lies, at least partly, inside the bounds at the content offset, in
  /// increasing order: the counterpart of UIKit's `visibleSupplementaryViews(ofKind:)`.
  public final var sectionsWithVisibleViews: [Int] {
    layoutIfNeeded()
    let shown = visibleContentRect
    return sectionViews.entries.filter { _, view in
      view.frame.minY < shown.maxY && view.frame.maxY > shown.minY && view.frame.height > 0
    }.map(\.section)
  }

  /// Puts `view` among the subviews in section order, after the header: so it is read in
  /// reading order, and drawn in front of nothing the list draws later.
  private func placeSectionView(_ view: ViewNode, in section: Int) {
    if view.superview === self { return }
    let next = sectionViews.sections.first { $0 > section }.flatMap { sectionViews.view(in: $0) }
    if let next, let index = subviews.firstIndex(where: { $0 === next }) {
      return place(view, at: index)
    }
    let previous = sectionViews.sections.last { $0 < section }.flatMap {
      sectionViews.view(in: $0)
    }
    let anchor = previous ?? headerView
    if let anchor, let index = subviews.firstIndex(where: { $0 === anchor }) {
      return place(view, at: index + 1)
    }
    place(view, at: 0)
  }

  /// Lays the section views out at their sections, after dropping those whose section no
  /// longer exists or that are no longer in the list; nothing when nothing they depend on
  /// changed since they were placed (``sectionViewsAreInPlace()``).
  ///
  /// - Returns: Whether the views changed while they were placed (a view that fits itself to
  ///   its new width changed its height, or views left): what lies below them moved, so the
  ///   content and the views are laid out again, and the placement is not recorded.
  func layOutSectionViews() -> Bool {
    guard !sectionViewsAreInPlace() else { return false }
    let revision = sectionViews.revision
    let sections = counts.numberOfSections
    var gone: [Int] = []
    let inner = bounds.inset(by: contentInset)
    let tops = sectionViewTops()
    for (index, (section, view)) in sectionViews.entries.enumerated() {
      guard section < sections, view.superview === self, index < tops.count else {
        gone.append(section)
        continue
      }
      let frame = ViewRect(
        x: inner.minX, y: tops[index], width: inner.width, height: view.frame.height)
      if view.frame != frame { view.frame = frame }
      // The view resized (or a handler changed the views): the later tops are stale.
      if sectionViews.revision != revision { return true }
    }
    // Views whose section no longer exists, or that went to another tree, leave the list.
    for section in gone {
      guard let view = sectionViews.set(nil, in: section) else { continue }
      if view.superview === self { view.removeFromSuperview() }
    }
    guard gone.isEmpty else { return true }
    sectionViews.placement = .init(fetch: fetchNumber, layout: contentLayoutCount)
    return false
  }

  /// How many times one layout pass lays the content and the section views out again after a
  /// section view resized while it was placed; a view that keeps resizing is placed again on
  /// the next pass.
  public static let maximumSectionViewRounds = 4

  /// Whether the section views are where the counts and the layout put them: placed since the
  /// last change of the views (``SectionViews/placement``), for the current content layout and
  /// for these counts, or the previous fetch's when they are the same (``countChanges``; the
  /// placement then stands for this fetch too).
  ///
  /// So a reload that changes no count, and a layout pass that moves nothing, place nothing:
  /// the cost of the views does not grow with the number of sections between such changes.
  private func sectionViewsAreInPlace() -> Bool {
    guard let placed = sectionViews.placement, placed.layout == contentLayoutCount else {
      return false
    }
    if placed.fetch == fetchNumber { return true }
    guard placed.fetch &+ 1 == fetchNumber, countChanges == .none else { return false }
    sectionViews.placement?.fetch = fetchNumber
    return true
  }

  /// Something the section views' places depend on, other than the counts and the content
  /// layout, changed (a row height, an item size, a strip, a view's height or its superview):
  /// they are placed again on the next layout pass.
  final func sectionGeometryDidChange() {
    sectionViews.forgetPlacement()
  }
}

/// Whether `subview` is one of the list's section views (it then scrolls with the content).
extension ListView {
  final func isSectionView(_ subview: ViewNode) -> Bool {
    !sectionViews.isEmpty && sectionViews.section(of: subview) != nil
  }
}
