/// The views a list lays out inside its sections (``ListView/setSectionView(_:forSection:)``):
/// each section's view and each view's section, kept in one value so that neither can go stale.
///
/// Every operation costs in proportion to the number of views, never to the number of
/// sections: a list of 10,000 sections with one view pays for one.
@MainActor
struct SectionViews {
  /// Each section that has a view, with its view, in increasing section order.
  private(set) var entries: [(section: Int, view: ViewNode)] = []
  /// The section of each view, found from the view (hit testing and drawing ask it).
  private var sectionOf: [ObjectIdentifier: Int] = [:]
  /// What the views were last placed for; `nil` when they must be placed again (every change
  /// of the views forgets it, as does each change of what the list's geometry depends on).
  var placement: Placement?
  /// How many times the views or what places them changed: a placement records itself only
  /// when this did not move while it ran.
  private(set) var revision: UInt64 = 0

  /// The views must be placed again: something their places depend on changed.
  mutating func forgetPlacement() {
    placement = nil
    revision &+= 1
  }

  /// The inputs of a placement that change on every content change or layout: the fetch of
  /// the counts, and the list's content layout (``ScrollingView/contentLayoutCount``).
  struct Placement: Equatable {
    var fetch: UInt64
    var layout: Int
  }

  /// Whether no section has a view.
  var isEmpty: Bool { entries.isEmpty }

  /// The sections that have a view, in increasing order.
  var sections: [Int] { entries.map(\.section) }

  /// The view of `section`, if it has one.
  func view(in section: Int) -> ViewNode? {
    let index = insertionPoint(of: section)
    return index < entries.count && entries[index].section == section ? entries[index].view : nil
  }

  /// The section whose view `view` is, if it is one.
  func section(of view: ViewNode) -> Int? {
    sectionOf.isEmpty ? nil : sectionOf[ObjectIdentifier(view)]
  }

  /// Gives `section` the view `view` (`nil` takes its view away).
  ///
  /// - Returns: The view the section had before, if any.
  @discardableResult
  mutating func set(_ view: ViewNode?, in section: Int) -> ViewNode? {
    if let view, let other = sectionOf[ObjectIdentifier(view)], other != section {
      set(nil, in: other)
    }
    let index = insertionPoint(of: section)
    let has = index < entries.count && entries[index].section == section
    let old = has ? entries[index].view : nil
    if let old { sectionOf[ObjectIdentifier(old)] = nil }
    switch (view, has) {
    case (let view?, true): entries[index].view = view
    case (let view?, false): entries.insert((section, view), at: index)
    case (nil, true): entries.remove(at: index)
    case (nil, false): break
    }
    if let view { sectionOf[ObjectIdentifier(view)] = section }
    forgetPlacement()
    return old
  }

  /// The height of `section`'s view; 0 without one.
  func height(in section: Int) -> Double {
    view(in: section)?.frame.height ?? 0
  }

  /// The heights of the views of the sections before `section`, added up (kept finite).
  func height(before section: Int) -> Double {
    var total = 0.0
    for entry in entries {
      guard entry.section < section else { break }
      total += entry.view.frame.height
    }
    return total.clampedToFinite
  }

  /// Where `section` is, or would go, in ``entries``.
  private func insertionPoint(of section: Int) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].section < section { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// Why a list refused a section view (``ListView/setSectionView(_:forSection:)``); the list is
/// left as it was.
public enum SectionViewError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The section does not exist in the list's counts.
  case sectionOutOfRange(section: Int, numberOfSections: Int)
  /// The view cannot go in the list's tree (it holds the list, or would lie too deep).
  case refused(ViewTreeError)
  /// The container does not lay out views inside its sections.
  case unsupported

  /// What was refused, in one line.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let count):
      "section \(section) does not exist (the list has \(count) sections)"
    case .refused(let error):
      "the section view was refused: \(error)"
    case .unsupported:
      "this container does not lay out views inside its sections"
    }
  }
}
