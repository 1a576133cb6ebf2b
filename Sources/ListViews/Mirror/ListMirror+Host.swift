// The mirror's engine, shared by both faces: counts from the host, the host's geometry taken,
// and the check of the counts on layout (the article "Mirroring a Host List").

extension ListMirror {
  /// Refills `counts` from the host, as a table's `loadCounts` does from its data source.
  func loadHostCounts(into counts: inout SectionCounts) -> [ListDiagnostic] {
    guard let host else { return loadCountsWithoutDataSource(into: &counts) }
    return counts.load(sectionCount: host.numberOfSections) { section in
      host.numberOfItems(inSection: section)
    }
  }

  /// Reloads the mirror, reporting it, when the host's counts differ from the mirror's.
  func reconcileWithHost() {
    // Inside a batch or a content change the host's counts are the old ones, as the mirror's are.
    guard !hasOpenBatch, !isChangingContent else { return }
    // Counts never fetched are fetched now, as a host's first layout does: nothing to compare.
    if flags.needsFetch { return fetchCounts() }
    guard let host else {
      // A released host leaves the mirror empty: the reload reports the release once.
      if counts.numberOfSections > 0 { reloadData() }
      return
    }
    guard let divergence = counts.firstDifference(from: host) else { return }
    report(divergence)
    reloadData()
  }

  /// Takes the host's geometry, value by value, setting only what changed.
  func take(_ geometry: MirrorGeometry) {
    if frame.size != geometry.size {
      frame = ViewRect(origin: frame.origin, size: geometry.size)
    }
    if contentInset != geometry.adjustedContentInset {
      contentInset = geometry.adjustedContentInset
    }
    if safeAreaInsets != geometry.safeAreaInsets {
      safeAreaInsets = geometry.safeAreaInsets
    }
    let header = accessory(
      replacing: headerView, height: geometry.headerHeight, named: "headerHeight")
    if header !== headerView { headerView = header }
    let footer = accessory(
      replacing: footerView, height: geometry.footerHeight, named: "footerHeight")
    if footer !== footerView { footerView = footer }
    let offset = geometry.mirroredContentOffset
    if contentOffset != offset { contentOffset = offset }
  }

  /// The header or footer standing for the host's of `height`: `current` resized if it is one.
  private func accessory(
    replacing current: ViewNode?, height: Double, named name: String
  ) -> ViewNode? {
    guard !refuses(height, named: name, isValid: height.isFinite && height >= 0)
    else { return current }
    // A host without one leaves the mirror's own (an attachment's strip); only a stand-in goes.
    guard height > 0 else { return current is MirroredAccessory ? nil : current }
    guard let current = current as? MirroredAccessory else {
      return MirroredAccessory(frame: ViewRect(x: 0, y: 0, width: bounds.width, height: height))
    }
    if current.frame.height != height {
      current.frame = ViewRect(
        origin: current.frame.origin,
        size: ViewSize(
          width: current.frame.width, height: height))
    }
    return current
  }
}

/// A header or footer of a mirror: a view of the host's height, drawn as an empty accessory.
final class MirroredAccessory: ViewNode {}

extension SectionCounts {
  /// The first count that differs from the host's, as a diagnostic; `nil` when all match.
  @MainActor
  func firstDifference(from host: some ListMirrorHost) -> ListDiagnostic? {
    // The host's counts are read as a fetch reads them: a negative count is 0, sections capped.
    let sectionCount = host.numberOfSections
    let sections = min(max(0, sectionCount), ListLimits.maximumSections)
    guard sections == numberOfSections else {
      return .hostCountsDiverged(section: nil, expected: numberOfSections, found: sectionCount)
    }
    var section = 0
    while section < sections {
      let found = host.numberOfItems(inSection: section)
      let expected = counts[section]
      if max(0, found) != expected {
        return .hostCountsDiverged(section: section, expected: expected, found: found)
      }
      section += 1
    }
    return nil
  }
}
