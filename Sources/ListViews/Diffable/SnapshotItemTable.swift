/// The diff's hash table of a snapshot's items: for each identifier, its place in the
/// snapshot (a diff's holds both snapshots' items, each bucket tagged old or new).
///
/// Open addressing with linear probing, at most half full (usually a quarter: a paired new item
/// takes its old item's bucket), so that an insertion looks at 1.4 to 2.5 buckets on average at
/// every size; over an array of places only (8 bytes a bucket): the identifiers
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
  ///
  /// Half full at most, not a third: at 100,000 items of each snapshot the table is 4 MiB, not
  /// 8, and clearing it on each diff missed the cache once per 64 bytes (callgrind's cache
  /// simulation: 0.66 fewer misses per item, and fewer instructions; BENCHMARKS.md).
  @inlinable
  mutating func reset(count: Int) {
    var size = 16
    while size < 2 * count { size <<= 1 }
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

  /// Enters the items of kept old section `section` by the hashes their snapshot kept (no
  /// identifier is hashed or compared): each bucket is tagged as an old place, which
  /// ``pair(_:with:keptNewOrigin:origins:stayed:pairedIn:stayedIn:)`` replaces with the new item equal
  /// to it.
  @inlinable
  mutating func enter(oldSection section: Int, hashes: [Int]) {
    let mask = mask
    let tag = SnapshotItemPlace.oldTag(section)
    buckets.withUnsafeMutableBufferPointer { buckets in
      hashes.withUnsafeBufferPointer { hashes in
        for index in hashes.indices {
          var bucket = hashes[index] & mask
          while buckets[bucket].section != -1 { bucket = (bucket &+ 1) & mask }
          buckets[bucket] = SnapshotItemPlace(section: tag, item: Int32(truncatingIfNeeded: index))
        }
      }
    }
  }

  /// Enters every item of `newSections`, pairing it with the old item equal to it on the way.
  ///
  /// Each new item is hashed now, with its own `hash(into:)`; the walk that looks for its
  /// bucket meets the old item equal to it, entered by ``enter(oldSection:hashes:)``, and the
  /// new item takes that bucket (one probe both finds and enters it). Returns an item equal to
  /// one entered before it (the table is then incomplete), or `nil`, with the number of new
  /// items paired. A new item equal to an earlier one finds it: the earlier one took the bucket
  /// of any old item equal to both, on the same walk.
  ///
  /// An item of a kept new section (one with an old section in `keptNewOrigin`) found in the
  /// old snapshot gets its old place in `origins` (by flat index); one from the old section its
  /// section continues also gets its old index in `stayed`, in new order from the section's
  /// flat index on. `pairedIn` and `stayedIn` count both, by new section.
  @inlinable
  mutating func pair<ItemID: Hashable>(
    _ newSections: [[ItemID]], with oldSections: [[ItemID]], keptNewOrigin: [Int],
    origins: UnsafeMutableBufferPointer<SnapshotItemPlace>,
    stayed: UnsafeMutableBufferPointer<Int>, pairedIn: UnsafeMutableBufferPointer<Int>,
    stayedIn: UnsafeMutableBufferPointer<Int>
  ) -> (ItemID?, Int) {
    let mask = mask
    let seeded = seeded
    // The sections through buffer pointers: no check of the section a bucket names (it was
    // entered from these very arrays); the item's index is still checked in its section.
    return newSections.withUnsafeBufferPointer { newSections in
      oldSections.withUnsafeBufferPointer { oldSections in
        buckets.withUnsafeMutableBufferPointer { buckets -> (ItemID?, Int) in
          Self.pair(
            newSections, with: oldSections, keptNewOrigin: keptNewOrigin, buckets: buckets,
            mask: mask, seeded: seeded, origins: origins, stayed: stayed, pairedIn: pairedIn,
            stayedIn: stayedIn)
        }
      }
    }
  }

  /// The loop of ``pair(_:with:keptNewOrigin:origins:stayed:pairedIn:stayedIn:)``.
  @inlinable
  static func pair<ItemID: Hashable>(
    _ newSections: UnsafeBufferPointer<[ItemID]>, with oldSections: UnsafeBufferPointer<[ItemID]>,
    keptNewOrigin: [Int], buckets: UnsafeMutableBufferPointer<SnapshotItemPlace>, mask: Int,
    seeded: Hasher, origins: UnsafeMutableBufferPointer<SnapshotItemPlace>,
    stayed: UnsafeMutableBufferPointer<Int>, pairedIn: UnsafeMutableBufferPointer<Int>,
    stayedIn: UnsafeMutableBufferPointer<Int>
  ) -> (ItemID?, Int) {
    var flat = 0
    var pairedCount = 0
    for (section, items) in newSections.enumerated() {
      let continued = keptNewOrigin[section]
      let kept = continued >= 0
      let sectionStart = flat
      var pairedHere = 0
      var stayedHere = 0
      defer {
        pairedIn[section] = pairedHere
        stayedIn[section] = stayedHere
        pairedCount &+= pairedHere
      }
      for (index, item) in items.enumerated() {
        defer { flat &+= 1 }
        let place = SnapshotItemPlace(section: section, item: index)
        var bucket = Self.hash(item, from: seeded) & mask
        while true {
          let held = buckets[bucket]
          if held.section == -1 {
            buckets[bucket] = place
            break
          }
          if held.section >= 0 {
            if newSections[Int(held.section)][Int(held.item)] == item {
              return (item, pairedCount)
            }
          } else {
            let origin = SnapshotItemPlace.oldSection(held.section)
            if oldSections[origin][Int(held.item)] == item {
              buckets[bucket] = place
              if kept {
                origins[flat] = SnapshotItemPlace(
                  section: Int32(truncatingIfNeeded: origin), item: held.item)
                pairedHere &+= 1
                if origin == continued {
                  stayed[sectionStart &+ stayedHere] = Int(held.item)
                  stayedHere &+= 1
                }
              }
              break
            }
          }
          bucket = (bucket &+ 1) & mask
        }
      }
    }
    return (nil, pairedCount)
  }
}
