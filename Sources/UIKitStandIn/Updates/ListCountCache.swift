/// The counts a table or collection caches, and its open batch: both views' one engine.
@MainActor
final class ListCountCache {
  /// Reads the data source's counts, one per section.
  private let fetch: () -> [Int]
  /// The words UIKit uses for this kind of list in its messages.
  let nouns: UpdateNouns
  /// The counts as last fetched or updated; `nil` until they are needed.
  private var counts: [Int]?
  /// How deeply batches are nested.
  private var depth = 0
  /// The updates of the open batch.
  private var batch = UpdateBatch()

  init(nouns: UpdateNouns, fetch: @escaping () -> [Int]) {
    self.nouns = nouns
    self.fetch = fetch
  }

  /// The cached counts, fetched first if a reload discarded them.
  var current: [Int] {
    if let counts { return counts }
    // The view asks its data source and caches the answer:
    // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    let fetched = fetch()
    counts = fetched
    return fetched
  }

  /// Whether counts are cached (a reload or a new data source discards them).
  var isLoaded: Bool { counts != nil }

  /// Whether a batch is open.
  var isBatching: Bool { depth > 0 }

  /// The number of sections, as cached (inside a batch, the count before it).
  var numberOfSections: Int { current.count }

  /// The number of items in `section`, as cached; a section out of range raises as UIKit does.
  func numberOfItems(inSection section: Int) -> Int {
    let counts = current
    guard counts.indices.contains(section) else {
      // Not documented; UIKit raises here with this message.
      raiseInternalInconsistency(
        "request for number of \(nouns.items) in section \(section) when there are only "
          + "\(counts.count) sections in the \(nouns.list)")
    }
    return counts[section]
  }

  /// Discards the counts: the next read or layout fetches them again.
  func invalidate() {
    // A reload discards everything cached; the counts are fetched again when next needed:
    // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    counts = nil
    batch = UpdateBatch()
    depth = 0
  }

  /// Opens a batch, nested or not; the counts before it are the cached ones.
  func begin() {
    if depth == 0 { _ = current }
    depth += 1
  }

  /// Closes a batch; the outermost end checks it against the data source and caches.
  func end() {
    guard depth > 0 else { return }
    depth -= 1
    guard depth == 0 else { return }
    let before = current
    let recorded = batch
    batch = UpdateBatch()
    let after = fetch()
    recorded.check(before: before, after: after, nouns: nouns)
    counts = after
  }

  /// Records one update: into the open batch, or as a batch of its own.
  func record(_ update: (inout UpdateBatch) -> Void) {
    if depth > 0 { return update(&batch) }
    begin()
    update(&batch)
    end()
  }

  /// Replaces the counts without a check.
  func replace(with newCounts: [Int]) {
    counts = newCounts
  }
}

/// The words of UIKit's messages for a table or a collection view.
struct UpdateNouns: Sendable {
  let items: String
  let item: String
  let list: String

  static let table = UpdateNouns(items: "rows", item: "row", list: "table view")
  static let collection = UpdateNouns(items: "items", item: "item", list: "collection view")
}

/// Ends the process as UIKit's uncaught `NSInternalInconsistencyException` does.
func raiseInternalInconsistency(_ reason: String) -> Never {
  fatalError(
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
      + "reason: '\(reason)'")
}
