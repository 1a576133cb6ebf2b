#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines as they arrive, holding at most one line of bounded length in memory.
///
/// Each call to ``next()`` reads only as far as the next line ending, so a pipe that never ends
/// (`yes render | swift run Sandbox`) runs line by line. A line longer than the limit is
/// reported at once as ``InputLine/tooLong`` and its remaining bytes are read and dropped up to
/// the next "\n", so input without any line ending stays within the limit too. Both standard
/// input and `--script FILE` are read here: the same bytes give the same lines.
///
/// ```swift
/// let reader = LineReader(fileDescriptor: STDIN_FILENO)
/// while let line = reader.next() { print(line) }
/// ```
final class LineReader {
  /// Reads up to `buffer.count` bytes into `buffer`: the count read, 0 at the end, or -1 with
  /// `errno` set.
  typealias Read = (_ buffer: UnsafeMutableRawBufferPointer) -> Int

  private let read: Read
  private let maximumLineBytes: Int
  private var chunk: [UInt8]
  /// The unread part of `chunk`.
  private var chunkRange = 0..<0
  private var line: [UInt8] = []
  /// Whether the current line passed the limit and is being skipped.
  private var skipping = false
  private var atEnd = false
  /// Whether any byte was read at all.
  private(set) var readAnything = false
  /// The `errno` of a failed read; reading stops there.
  private(set) var readError: Int32?
  /// How many bytes of the current line are held: never much more than the limit.
  var bufferedLineBytes: Int { line.count }

  /// Creates a reader of `read`'s bytes.
  ///
  /// - Parameters:
  ///   - maximumLineBytes: The longest line accepted, in bytes before its line ending.
  ///   - chunkSize: How many bytes one read asks for.
  ///   - read: Where the bytes come from.
  init(
    maximumLineBytes: Int = SandboxLimits.lineBytes, chunkSize: Int = 16_384,
    read: @escaping Read
  ) {
    self.maximumLineBytes = maximumLineBytes
    self.read = read
    chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
  }

  /// Creates a reader of an open file descriptor, retrying reads that a signal interrupted.
  convenience init(fileDescriptor: Int32) {
    self.init { buffer in readRetryingInterrupts(fileDescriptor, buffer) }
  }

  /// The next line, or `nil` at the end of the input (or after a read failed: see
  /// ``readError``).
  func next() -> InputLine? {
    while true {
      if chunkRange.isEmpty {
        guard !atEnd, fill() else { return finish() }
      }
      if let line = consume() { return line }
    }
  }

  /// Takes bytes from the chunk up to a line ending; returns a line when one is complete or
  /// becomes too long.
  private func consume() -> InputLine? {
    let newline = indexOfNewline()
    let end = newline ?? chunkRange.upperBound
    if !skipping { line.append(contentsOf: chunk[chunkRange.lowerBound..<end]) }
    chunkRange = (newline.map { $0 + 1 } ?? end)..<chunkRange.upperBound
    if newline != nil {
      defer { skipping = false }
      return skipping ? nil : complete()
    }
    // A "\r" may still turn out to be part of "\r\n": one byte more is allowed until then.
    if !skipping, line.count > maximumLineBytes + 1 || isTooLongWithoutCarriageReturn {
      skipping = true
      line.removeAll(keepingCapacity: true)
      return .tooLong
    }
    return nil
  }

  /// Where the next "\n" of the unread chunk is (`memchr`: fast even in debug builds).
  private func indexOfNewline() -> Int? {
    let range = chunkRange
    return chunk.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress,
        let found = memchr(base + range.lowerBound, Int32(UInt8(ascii: "\n")), range.count)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  private var isTooLongWithoutCarriageReturn: Bool {
    line.count == maximumLineBytes + 1 && line.last != UInt8(ascii: "\r")
  }

  /// The line read so far, its line ending removed.
  private func complete() -> InputLine {
    defer { line.removeAll(keepingCapacity: true) }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    guard line.count <= maximumLineBytes else { return .tooLong }
    return .text(String(decoding: line, as: UTF8.self))
  }

  /// The last line, when the input ends without a line ending.
  private func finish() -> InputLine? {
    atEnd = true
    guard !skipping, !line.isEmpty else {
      skipping = false
      return nil
    }
    return complete()
  }

  /// Reads the next chunk; `false` at the end or after a failure.
  private func fill() -> Bool {
    let count = chunk.withUnsafeMutableBytes { read($0) }
    guard count > 0 else {
      if count < 0 { readError = errno }
      return false
    }
    readAnything = true
    chunkRange = 0..<count
    return true
  }
}

/// `read(2)`, again when a signal interrupted it.
private func readRetryingInterrupts(
  _ fileDescriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer
) -> Int {
  while true {
    let count = read(fileDescriptor, buffer.baseAddress, buffer.count)
    if count >= 0 || errno != EINTR { return count }
  }
}
