/// Where an item is in a snapshot: a section index and an index inside it, 32 bits each to keep
/// the diff's table small (a list has at most a million sections; 2^31 items in one section
/// would not fit in memory first).
@usableFromInline
struct SnapshotItemPlace: Equatable {
  @usableFromInline var section: Int32
  @usableFromInline var item: Int32

  @inlinable
  init(section: Int32, item: Int32) {
    self.section = section
    self.item = item
  }

  @inlinable
  init(section: Int, item: Int) {
    self.init(section: Int32(truncatingIfNeeded: section), item: Int32(truncatingIfNeeded: item))
  }

  /// No place: the item is not in the old snapshot.
  @inlinable
  static var none: SnapshotItemPlace { SnapshotItemPlace(section: -1, item: -1) }

  /// The section of a place in the old snapshot, as the diff's table tags it (below -1, so that
  /// one table holds old places, new places and empty buckets).
  @inlinable
  static func oldTag(_ section: Int) -> Int32 { Int32(truncatingIfNeeded: -2 - section) }

  /// The old section tagged by ``oldTag(_:)``.
  @inlinable
  static func oldSection(_ tag: Int32) -> Int { -2 - Int(tag) }

  @inlinable
  var path: ListIndexPath { ListIndexPath(item: Int(item), section: Int(section)) }
}

/// What a new snapshot asks of an item beyond its place.
@usableFromInline
enum SnapshotItemMark: Equatable {
  case none
  case reconfigure
  case reload
}

/// The working storage of a diff: kept by a data source between applies, so that applying a
/// snapshot of any size reuses it instead of allocating (and, for large snapshots, faulting in)
/// fresh memory every time.
@usableFromInline
struct SnapshotDiffBuffers<ItemID: Hashable & Sendable> {
  /// Finds the items (or sections) that keep their order.
  @usableFromInline var run = IncreasingSubsequence()
  /// Which values of `stayed` belong to the run found.
  @usableFromInline var members: [Bool] = []
  /// The old indices of the items (or sections) that stayed, in their new order: for items,
  /// those of each kept new section from the old section it continues, from the section's
  /// flat index on.
  @usableFromInline var stayed: [Int] = []
  /// For each new section, how many of its items were paired, and how many of those come from
  /// the old section it continues (and are in `stayed`).
  @usableFromInline var pairedIn: [Int] = []
  @usableFromInline var stayedIn: [Int] = []
  /// The flat index of each new section's first item.
  @usableFromInline var starts: [Int] = []
  /// For each new item, by flat index, its place in the old snapshot, or `.none`.
  @usableFromInline var origins: [SnapshotItemPlace] = []
  /// Every new item, with its place.
  @usableFromInline var table = SnapshotItemTable()
  /// The flat index of each old section's first item.
  @usableFromInline var oldStarts: [Int] = []
  /// For each old item, by flat index, whether a new item was paired with it.
  @usableFromInline var paired: [Bool] = []

  @inlinable
  init() {}
}
