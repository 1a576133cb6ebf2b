/// A list of integers that removes and inserts at an index in O(√n): the same results as an
/// `Array`'s `remove(at:)` and `insert(_:at:)`, without moving every element after the index.
///
/// Builds ``DiffWorkload``'s 100,000-item state in milliseconds instead of a quadratic memmove
/// (seconds natively, most of an hour under callgrind's cache simulation).
struct ChunkedList {
  private var chunks: [[Int]]
  private static let chunkSize = 1_024

  /// The list of `elements`, in order.
  init(_ elements: [Int]) {
    let size = Self.chunkSize
    chunks = stride(from: 0, to: elements.count, by: size).map {
      Array(elements[$0..<min(elements.count, $0 + size)])
    }
    if chunks.isEmpty { chunks = [[]] }
  }

  /// The number of elements.
  var count: Int { chunks.reduce(0) { $0 + $1.count } }

  /// The elements, in order.
  var elements: [Int] { chunks.flatMap { $0 } }

  /// Removes and returns the element at `index`, as `Array.remove(at:)`.
  mutating func remove(at index: Int) -> Int {
    let (chunk, offset) = locate(index, forInsertion: false)
    let element = chunks[chunk].remove(at: offset)
    if chunks[chunk].isEmpty, chunks.count > 1 { chunks.remove(at: chunk) }
    return element
  }

  /// Inserts `element` at `index`, as `Array.insert(_:at:)`.
  mutating func insert(_ element: Int, at index: Int) {
    let (chunk, offset) = locate(index, forInsertion: true)
    chunks[chunk].insert(element, at: offset)
    if chunks[chunk].count > 2 * Self.chunkSize {
      let tail = Array(chunks[chunk][Self.chunkSize...])
      chunks[chunk].removeSubrange(Self.chunkSize...)
      chunks.insert(tail, at: chunk + 1)
    }
  }

  /// The chunk holding position `index` and the offset in it; an insertion at the end goes
  /// to the last chunk.
  private func locate(_ index: Int, forInsertion: Bool) -> (Int, Int) {
    var rest = index
    for (chunk, elements) in chunks.enumerated() {
      if rest < elements.count || (forInsertion && rest == elements.count) {
        return (chunk, rest)
      }
      rest -= elements.count
    }
    preconditionFailure("index \(index) out of range")
  }
}
