extension ListView {
  /// Gives `section` a view of its own, laid out inside the section below its header strip and
  /// above its rows or items (`nil` takes it away): what a section with nothing to show can
  /// show instead, without a fake row.
  ///
  /// The view spans the list's width inside the insets and keeps the height of its frame; the
  /// rows or items of the section and of later sections move down by that height, and the
  /// content size grows by it. It is not a row: the counts, index paths and updates are
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
  /// longer exists or that were taken out of the list.
  func layOutSectionViews() {
    guard !sectionViews.isEmpty else { return }
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
    }
    // Views whose section no longer exists, or that were taken out of the list, leave it; the
    // others were placed above (those after the first gone one are placed again next pass).
    for section in gone {
      guard let view = sectionViews.set(nil, in: section) else { continue }
      if view.superview === self { view.removeFromSuperview() }
    }
    if !gone.isEmpty { layOutSectionViews() }
  }
}

/// Whether `subview` is one of the list's section views (it then scrolls with the content).
extension ListView {
  final func isSectionView(_ subview: ViewNode) -> Bool {
    !sectionViews.isEmpty && sectionViews.section(of: subview) != nil
  }
}

extension SectionCounts {
  /// The sections whose emptiness differs from `seen` (1 for a section with items, 0 for an
  /// empty one), which is brought up to date; `nil` when the number of sections differs.
  ///
  /// Not isolated, so that its loops over the buffers are plain loops: no closure in them is
  /// checked for the main actor. Sections are compared ``comparedAtOnce`` at a time, with
  /// integer operations only (the compiler vectorizes the loop); only a run that differs is
  /// looked at section by section.
  func emptinessChanges(since seen: inout [Int], previous: SectionCounts? = nil) -> [Int]? {
    guard seen.count == counts.count else {
      seen = counts.map(Self.hasItems)
      return nil
    }
    let previous = previous.flatMap { $0.counts.count == counts.count ? $0.counts : nil }
    var changed: [Int] = []
    counts.withUnsafeBufferPointer { current in
      seen.withUnsafeMutableBufferPointer { old in
        var start = 0
        while start < current.count {
          let end = min(start + Self.comparedAtOnce, current.count)
          let differs =
            previous.map { Self.differ(current, $0, in: start..<end) }
            ?? Self.emptinessDiffers(current, old, in: start..<end)
          if differs {
            for index in start..<end where Self.hasItems(current[index]) != old[index] {
              changed.append(index)
              old[index] = Self.hasItems(current[index])
            }
          }
          start = end
        }
      }
    }
    return changed
  }

  /// Whether any count in `range` differs from the previous fetch's (integer operations only).
  private static func differ(
    _ current: UnsafeBufferPointer<Int>, _ previous: [Int], in range: Range<Int>
  ) -> Bool {
    previous.withUnsafeBufferPointer { previous in
      var difference = 0
      for index in range { difference |= current[index] ^ previous[index] }
      return difference != 0
    }
  }

  /// Whether any section in `range` has an emptiness other than `seen` says.
  private static func emptinessDiffers(
    _ current: UnsafeBufferPointer<Int>, _ seen: UnsafeMutableBufferPointer<Int>,
    in range: Range<Int>
  ) -> Bool {
    var difference = 0
    for index in range { difference |= hasItems(current[index]) ^ seen[index] }
    return difference != 0
  }

  /// How many sections one step of ``emptinessChanges(since:)`` compares before looking at them
  /// one by one: a flip costs a walk of this many, whatever the number of sections.
  static let comparedAtOnce = 256

  /// 1 for a count above zero, 0 for zero, without a branch or a comparison: counts are never
  /// negative, so the sign bit of `count | -count` is set exactly when `count` is not zero.
  @inline(__always)
  static func hasItems(_ count: Int) -> Int {
    Int(bitPattern: UInt(bitPattern: count | (0 &- count)) >> 63)
  }
}
