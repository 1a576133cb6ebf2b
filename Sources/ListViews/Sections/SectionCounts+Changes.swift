/// Where the counts of a fetch differ from those of the fetch before it.
///
/// Worked out once, while both buffers are at hand (``ListView/fetchCounts()``), and only while
/// something follows sections (section views or section emptiness hooks): then a reload that
/// changes no count costs its followers nothing but this one comparison.
enum CountChanges: Equatable {
  /// Not compared, or the number of sections changed: anything may differ.
  case unknown
  /// Every count is the previous fetch's.
  case none
  /// The counts differ only inside these sections (the first and the last that differ).
  case within(Range<Int>)

  /// The sections in which a follower of `count` sections must look for changes.
  func sections(of count: Int) -> Range<Int> {
    switch self {
    case .unknown: 0..<count
    case .none: 0..<0
    case .within(let range): range.clamped(to: 0..<count)
    }
  }
}

extension SectionCounts {
  /// How these counts differ from `previous`: the first and the last section that differ,
  /// found by comparing ``comparedAtOnce`` sections at a time with integer operations only (the
  /// compiler vectorizes the loop), from the front and then from the back; every section is
  /// compared at most once.
  func changes(since previous: SectionCounts) -> CountChanges {
    guard counts.count == previous.counts.count else { return .unknown }
    return counts.withUnsafeBufferPointer { current in
      previous.counts.withUnsafeBufferPointer { old in
        guard let first = Self.firstDifference(current, old) else { return .none }
        let last = Self.lastDifference(current, old, after: first)
        return .within(first..<(last + 1))
      }
    }
  }

  /// The first section whose count differs, if any.
  private static func firstDifference(
    _ current: UnsafeBufferPointer<Int>, _ old: UnsafeBufferPointer<Int>
  ) -> Int? {
    var start = 0
    while start < current.count {
      let end = min(start + comparedAtOnce, current.count)
      if differ(current, old, in: start..<end) {
        return (start..<end).first { current[$0] != old[$0] }
      }
      start = end
    }
    return nil
  }

  /// The last section whose count differs, at `first` or after it (`first` differs).
  private static func lastDifference(
    _ current: UnsafeBufferPointer<Int>, _ old: UnsafeBufferPointer<Int>, after first: Int
  ) -> Int {
    var end = current.count
    while end > first + 1 {
      let start = max(end - comparedAtOnce, first + 1)
      if differ(current, old, in: start..<end) {
        return (start..<end).last { current[$0] != old[$0] } ?? first
      }
      end = start
    }
    return first
  }

  /// Whether any count in `range` differs (integer operations only).
  private static func differ(
    _ current: UnsafeBufferPointer<Int>, _ old: UnsafeBufferPointer<Int>, in range: Range<Int>
  ) -> Bool {
    var difference = 0
    for index in range { difference |= current[index] ^ old[index] }
    return difference != 0
  }

  /// The sections in `range` that are empty here and not in `previous`, or the reverse.
  func emptinessFlips(since previous: SectionCounts, in range: Range<Int>) -> [Int] {
    var flipped: [Int] = []
    guard !range.isEmpty else { return flipped }
    counts.withUnsafeBufferPointer { current in
      previous.counts.withUnsafeBufferPointer { old in
        var start = range.lowerBound
        while start < range.upperBound {
          let end = min(start + Self.comparedAtOnce, range.upperBound)
          if Self.emptinessDiffers(current, old, in: start..<end) {
            for index in start..<end
            where Self.hasItems(current[index]) != Self.hasItems(old[index]) {
              flipped.append(index)
            }
          }
          start = end
        }
      }
    }
    return flipped
  }

  /// Whether any section in `range` is empty in one buffer and not in the other.
  private static func emptinessDiffers(
    _ current: UnsafeBufferPointer<Int>, _ old: UnsafeBufferPointer<Int>, in range: Range<Int>
  ) -> Bool {
    var difference = 0
    for index in range { difference |= hasItems(current[index]) ^ hasItems(old[index]) }
    return difference != 0
  }

  /// How many sections one step of a comparison takes before looking at them one by one: a
  /// flip costs a walk of this many, whatever the number of sections.
  static let comparedAtOnce = 256

  /// 1 for a count above zero, 0 for zero, without a branch or a comparison: counts are never
  /// negative, so the sign bit of `count | -count` is set exactly when `count` is not zero.
  @inline(__always)
  static func hasItems(_ count: Int) -> Int {
    Int(bitPattern: UInt(bitPattern: count | (0 &- count)) >> 63)
  }
}
