/// The moves of the items of one kept section, in their new order: each item paired with an
/// old place that is not in the run that stayed.
///
/// A sequence, so that the batch appends them in one go, each written straight into its
/// storage. Only for the duration of the buffers it reads; its count is exact.
@usableFromInline
struct SnapshotItemMoves: Sequence, IteratorProtocol {
  /// The old place of each item of the section, or `.none`.
  @usableFromInline let origins: UnsafeBufferPointer<SnapshotItemPlace>
  /// For each item from old section `origin`, in order, whether it stayed.
  @usableFromInline let members: UnsafeBufferPointer<Bool>
  @usableFromInline let origin: Int
  @usableFromInline let section: Int
  @usableFromInline let count: Int
  @usableFromInline var offset = 0
  @usableFromInline var candidate = 0

  @inlinable
  init(
    origins: UnsafeBufferPointer<SnapshotItemPlace>, members: UnsafeBufferPointer<Bool>,
    origin: Int, section: Int, count: Int
  ) {
    self.origins = origins
    self.members = members
    self.origin = origin
    self.section = section
    self.count = count
  }

  @inlinable
  var underestimatedCount: Int { count }

  @inlinable
  mutating func next() -> ListUpdate? {
    while offset < origins.count {
      let from = origins[offset]
      let to = offset
      offset &+= 1
      if Int(from.section) == origin {
        let inPlace = members[candidate]
        candidate &+= 1
        if inPlace { continue }
      } else if from == .none {
        continue
      }
      return .moveItem(from: from.path, to: ListIndexPath(item: to, section: section))
    }
    return nil
  }
}
