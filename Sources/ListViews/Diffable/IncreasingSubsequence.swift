/// One longest strictly increasing subsequence of a sequence of distinct integers: the elements
/// that keep their order, so that only the others have to move.
///
/// Patience sorting: each value extends the longest run that ends below it. A value above every
/// run's end (the common case when few elements moved) costs one comparison; any other value a
/// binary search over the run ends, so the worst case (many moves) is O(n log n). The buffers are
/// kept between calls, so a diff over many sections allocates them once.
struct IncreasingSubsequence {
  /// For each run length, the index of the smallest value ending a run of that length.
  private var tails: [Int] = []
  /// For each value, the index of the value before it in its run, or -1.
  private var previous: [Int] = []

  /// Sets `members[i]` to whether `values[i]` belongs to the subsequence found.
  mutating func mark(_ values: [Int], into members: inout [Bool]) {
    tails.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    members.removeAll(keepingCapacity: true)
    members.append(contentsOf: repeatElement(false, count: values.count))
    for (index, value) in values.enumerated() {
      guard let last = tails.last, values[last] >= value else {
        previous.append(tails.last ?? -1)
        tails.append(index)
        continue
      }
      var low = 0
      var high = tails.count - 1
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      previous.append(low > 0 ? tails[low - 1] : -1)
      tails[low] = index
    }
    var index = tails.last ?? -1
    while index >= 0 {
      members[index] = true
      index = previous[index]
    }
  }
}
