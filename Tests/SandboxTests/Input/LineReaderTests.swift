import Foundation
import Testing

@testable import Sandbox

/// The line reader, fed by a closure in chunks of any size.
@Suite struct LineReaderTests {
  /// Reads every line of `bytes`, served `chunkSize` bytes at a time.
  func lines(
    _ bytes: [UInt8], chunkSize: Int = 3, maximumLineBytes: Int = 8
  ) -> [InputLine] {
    var remaining = bytes[...]
    let reader = LineReader(maximumLineBytes: maximumLineBytes, chunkSize: chunkSize) { buffer in
      let count = min(buffer.count, remaining.count)
      for (offset, byte) in remaining.prefix(count).enumerated() { buffer[offset] = byte }
      remaining = remaining.dropFirst(count)
      return count
    }
    var result: [InputLine] = []
    while let line = reader.next() { result.append(line) }
    return result
  }

  func lines(_ text: String, chunkSize: Int = 3, maximumLineBytes: Int = 8) -> [InputLine] {
    lines(Array(text.utf8), chunkSize: chunkSize, maximumLineBytes: maximumLineBytes)
  }
}

extension LineReaderTests {
  @Test(arguments: [1, 2, 3, 5, 64])
  func linesEndAtNewlineWhateverTheChunkSize(chunkSize: Int) {
    #expect(
      lines("add 1\nrender\n\nx", chunkSize: chunkSize)
        == [.text("add 1"), .text("render"), .text(""), .text("x")])
  }

  @Test(arguments: [1, 2, 3, 64])
  func crlfEndsALineLikeNewline(chunkSize: Int) {
    #expect(
      lines("add 1\r\nrender\r\n", chunkSize: chunkSize) == [.text("add 1"), .text("render")])
  }

  @Test func aCarriageReturnInsideALineStays() {
    #expect(lines("a\rb\n") == [.text("a\rb")])
  }

  @Test func invalidUTF8IsReplacedNotRefused() {
    #expect(lines([0x61, 0xFF, 0x62, 0x0A]) == [.text("a\u{FFFD}b")])
  }

  @Test func aLineOfExactlyTheLimitIsKept() {
    #expect(lines("12345678\n12345678\r\n") == [.text("12345678"), .text("12345678")])
  }

  @Test(arguments: [1, 3, 64])
  func aLineOneByteOverTheLimitIsRefusedAndTheNextLineRuns(chunkSize: Int) {
    #expect(lines("123456789\nok\n", chunkSize: chunkSize) == [.tooLong, .text("ok")])
  }

  @Test func aLineOverTheLimitEndingInCarriageReturnIsRefused() {
    #expect(lines("12345678\r9\nok\n", chunkSize: 1) == [.tooLong, .text("ok")])
  }

  @Test func aLongLastLineWithoutNewlineIsRefusedOnce() {
    #expect(lines(String(repeating: "x", count: 100)) == [.tooLong])
  }

  @Test func endlessInputWithoutNewlineKeepsAtMostTheLimitInMemory() {
    var served = 0
    var largestLine = 0
    var reader: LineReader?
    reader = LineReader(maximumLineBytes: 1_000, chunkSize: 256) { buffer in
      largestLine = max(largestLine, reader?.bufferedLineBytes ?? 0)
      guard served < 10_000_000 else { return 0 }
      for index in buffer.indices { buffer[index] = UInt8(ascii: "y") }
      served += buffer.count
      return buffer.count
    }
    #expect(reader?.next() == .tooLong)
    #expect(reader?.next() == nil)
    #expect(served >= 10_000_000)
    #expect(largestLine <= 1_001 + 256)
    reader = nil
  }

  @Test func nothingAtAllReadsAsNoLineAndNoInput() {
    let reader = LineReader { _ in 0 }
    #expect(reader.next() == nil)
    #expect(!reader.readAnything)
  }

  @Test func aFailedReadEndsTheInputAndIsKept() {
    let reader = LineReader { _ in
      errno = EIO
      return -1
    }
    #expect(reader.next() == nil)
    #expect(reader.readError == EIO)
  }
}
