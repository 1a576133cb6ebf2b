/// One longest strictly increasing subsequence of a sequence of distinct integers (above
/// `Int.min`): the elements that keep their order, so that only the others have to move.
///
/// Patience sorting: each value extends the longest run that ends below it. A value above every
/// run's end (the common case when few elements moved), or above all but the last (just after
/// an element that moved far ahead), costs one or two comparisons; any other value a binary
/// search over the run ends, so the worst case (many moves) is O(n log n). The buffers are
/// kept between calls, so a diff over many sections allocates them once.
@usableFromInline
struct IncreasingSubsequence {
  /// For each run length, the index of the smallest value ending a run of that length (at
  /// length 0, -1).
  @usableFromInline var tails: [Int] = []
  /// The values at `tails`, side by side, so that the binary search reads one array (at length
  /// 0, `Int.min`, below every value).
  @usableFromInline var tailValues: [Int] = []
  /// For each value, the index of the value before it in its run, or -1.
  @usableFromInline var previous: [Int] = []

  @inlinable
  init() {}

  /// The number of run ends from which the search for a value's run starts from an
  /// interpolated guess.
  @inlinable
  static var interpolatedRuns: Int { 1_024 }

  /// Sets `members[i]` to whether `values[i]` belongs to the subsequence found, and returns
  /// its length.
  @inlinable
  @discardableResult
  mutating func mark(_ values: [Int], into members: inout [Bool]) -> Int {
    values.withUnsafeBufferPointer { mark($0, into: &members) }
  }

  /// Sets `members[i]` to whether `values[i]` belongs to the subsequence found, and returns
  /// its length.
  @inlinable
  @discardableResult
  mutating func mark(_ values: UnsafeBufferPointer<Int>, into members: inout [Bool]) -> Int {
    let count = values.count
    Self.reset(&members, to: false, count: count)
    // Every element of these is written before it is read: they only need the room.
    Self.makeRoom(&tails, count: count + 1)
    Self.makeRoom(&tailValues, count: count + 1)
    Self.makeRoom(&previous, count: count)
    // Through buffer pointers: a few instructions an element, where the arrays' own checks
    // (bounds, uniqueness, capacity) would cost as many again.
    let length = tails.withUnsafeMutableBufferPointer { tails in
      tailValues.withUnsafeMutableBufferPointer { tailValues in
        previous.withUnsafeMutableBufferPointer { previous in
          Self.runs(of: values, tails: tails, tailValues: tailValues, previous: previous)
        }
      }
    }
    var index = tails[length]
    while index >= 0 {
      members[index] = true
      index = previous[index]
    }
    return length
  }

  /// Empties `array` and fills it with `count` copies of `value`, keeping its storage.
  @inlinable
  static func reset<Element>(_ array: inout [Element], to value: Element, count: Int) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }

  /// Makes `array` hold at least `count` elements, keeping those it holds.
  @inlinable
  static func makeRoom(_ array: inout [Int], count: Int) {
    guard array.count < count else { return }
    array.append(contentsOf: repeatElement(0, count: count - array.count))
  }

  /// Patience sorting of `values`: fills `tails`, `tailValues` and `previous`, and returns the
  /// length of the longest run.
  @inlinable
  static func runs(
    of values: UnsafeBufferPointer<Int>, tails: UnsafeMutableBufferPointer<Int>,
    tailValues: UnsafeMutableBufferPointer<Int>, previous: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    // Index 0 is a run of length 0 that ends below every value: no value needs a test of
    // whether there is a run yet, nor of which run comes before the one it ends.
    tails[0] = -1
    tailValues[0] = Int.min
    var count = 0  // the number of runs: the longest ends at `tails[count]`
    for index in 0..<values.count {
      let value = values[index]
      var low: Int  // the length of the run this value ends
      if tailValues[count] < value {
        // Above every run's end: the common case when few elements moved.
        count &+= 1
        low = count
      } else if tailValues[count &- 1] < value {
        // Next most common: an element that moved far ahead ended the longest run; this one
        // replaces it.
        low = count
      } else {
        // A search, in 1..<count: tailValues[0] < value <= tailValues[count - 1].
        let last = count &- 1
        if last <= Self.interpolatedRuns {
          // Up to a thousand run ends (8 KB, in the cache whatever is probed), a plain binary
          // search, here rather than in a call, costs fewest instructions: the interpolated
          // guess is only good when the ends grow evenly, and after many moves (every item
          // shuffled, say) they do not. No index can overflow.
          var high = last
          low = 1
          while low < high {
            let middle = (low &+ high) &>> 1
            if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
          }
        } else {
          let ends = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(tailValues)[1...last])
          low = 1 &+ firstTail(atLeast: value, in: ends, below: last &- 1)
        }
      }
      previous[index] = tails[low &- 1]
      tails[low] = index
      tailValues[low] = value
    }
    return count
  }

  /// The first index in `0...last` whose value is at least `value`, knowing that
  /// `values[last] >= value`.
  ///
  /// For runs of a thousand ends or more. The run ends of a list where few items moved grow
  /// almost evenly, so the index is first guessed by interpolation, then bracketed by doubling
  /// steps from the guess, then found by a binary search inside the bracket: a few probes near
  /// the answer instead of a binary search over the whole run (whose first probes land far
  /// away, in memory not in cache).
  @inlinable
  static func firstTail(
    atLeast value: Int, in values: UnsafeBufferPointer<Int>, below last: Int
  ) -> Int {
    // Up to a few thousand run ends (8 KB, in the cache whatever is probed), a plain binary
    // search costs fewer instructions: the guess is only good when the ends grow evenly, and
    // after many moves (every item shuffled, say) they do not.
    let first = values[0]
    guard first < value else { return 0 }
    // values[0] < value <= values[last]: the answer is in 1...last.
    let span = Double(values[last]) - Double(first)
    let guess = Int(Double(last) * ((Double(value) - Double(first)) / span))
    var low = 0  // values[low] < value
    var high = last  // values[high] >= value
    let probe = min(max(guess, 1), last)
    var step = 1
    if values[probe] >= value {
      high = probe
      while probe - step > low, values[probe - step] >= value {
        high = probe - step
        step *= 2
      }
      low = max(low, probe - step)
    } else {
      low = probe
      while probe + step < high, values[probe + step] < value {
        low = probe + step
        step *= 2
      }
      high = min(high, probe + step)
    }
    // values[low] < value <= values[high]
    while high - low > 1 {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle } else { high = middle }
    }
    return high
  }
}
