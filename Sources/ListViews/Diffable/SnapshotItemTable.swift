/// The diff's hash table of a snapshot's items: for each identifier, its place in the
/// snapshot.
///
/// Open addressing with linear probing, at most a third full (so that an insertion probes
/// about once, at every size), over an array of places only (8 bytes a bucket): the identifiers
/// stay in the snapshot's arrays, where a probe compares them. Cheaper than a `Dictionary` of
/// identifiers to places, which stores every identifier again and pays for its generality on
/// each insertion. Each identifier is hashed once, with its own `hash(into:)`, so an identifier
/// whose hash changed after it was added is hashed as it is now, and two equal ones are found.
@usableFromInline
struct SnapshotItemTable {
  /// The place held by each bucket, or `.none` for an empty one.
  @usableFromInline var buckets: [SnapshotItemPlace] = []
  /// The number of buckets minus one (a power of two minus one).
  @usableFromInline var mask = 0
  /// A fresh hasher, copied for each identifier: a copy costs a third of what seeding a new one
  /// does, and hashes the same.
  @usableFromInline let seeded = Hasher()

  @inlinable
  init() {}

  /// Empties the table and makes room for `count` items, keeping its storage when it is enough.
  @inlinable
  mutating func reset(count: Int) {
    var size = 16
    while size < 3 * count { size <<= 1 }
    buckets.removeAll(keepingCapacity: true)
    buckets.append(contentsOf: repeatElement(.none, count: size))
    mask = size - 1
  }

  /// The hash of `item`, from a copy of `seeded` (the same in the whole process).
  @inlinable
  static func hash<ItemID: Hashable>(_ item: ItemID, from seeded: Hasher) -> Int {
    var hasher = seeded
    item.hash(into: &hasher)
    return hasher.finalize()
  }

  /// The hashes of `items`, as ``hash(_:from:)`` takes them with a fresh `Hasher`: what a
  /// snapshot keeps of the items it is given.
  @inlinable
  static func hashes<ItemID: Hashable>(of items: [ItemID]) -> [Int] {
    let seeded = Hasher()
    return items.map { hash($0, from: seeded) }
  }

  /// Empties the table and enters every item of `sections` with its place; returns an item
  /// equal to one entered before it (the table is then incomplete), or `nil`.
  @inlinable
  mutating func enter<ItemID: Hashable>(_ sections: [[ItemID]]) -> ItemID? {
    reset(count: sections.reduce(0) { $0 + $1.count })
    let mask = mask
    let seeded = seeded
    return buckets.withUnsafeMutableBufferPointer { buckets -> ItemID? in
      for (section, items) in sections.enumerated() {
        for (index, item) in items.enumerated() {
          var bucket = Self.hash(item, from: seeded) & mask
          while true {
            let held = buckets[bucket]
            if held.section < 0 {
              buckets[bucket] = SnapshotItemPlace(section: section, item: index)
              break
            }
            if sections[Int(held.section)][Int(held.item)] == item { return item }
            bucket = (bucket + 1) & mask
          }
        }
      }
      return nil
    }
  }

  /// The place of the item equal to `item`, or `nil` when there is none.
  @inlinable
  func place<ItemID: Hashable>(of item: ItemID, in sections: [[ItemID]]) -> SnapshotItemPlace? {
    place(of: item, hash: Self.hash(item, from: seeded), in: sections)
  }

  /// The place of the item equal to `item`, looked up with `hash`, as ``hash(_:from:)`` took it
  /// (when the item was added to its snapshot, say); `nil` when there is none.
  @inlinable
  func place<ItemID: Hashable>(
    of item: ItemID, hash: Int, in sections: [[ItemID]]
  ) -> SnapshotItemPlace? {
    var bucket = hash & mask
    return buckets.withUnsafeBufferPointer { buckets in
      while true {
        let held = buckets[bucket]
        if held.section < 0 { return nil }
        if sections[Int(held.section)][Int(held.item)] == item { return held }
        bucket = (bucket + 1) & mask
      }
    }
  }
}
