import Foundation
import Testing

@testable import Sandbox

/// `svg PATH` writes as a shell redirection does: into what is at the path, or one clear error.
@Suite struct SVGExportTests {
  /// A fresh temporary directory, removed by `body`'s end.
  func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  func exportSVG(to path: String) throws -> SandboxProcess.Result {
    try SandboxProcess.run(input: Data("empty title \"No orders\"\nsvg \(path)\n".utf8))
  }

  func fileType(_ path: String) throws -> FileAttributeType? {
    try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
  }

  /// Reads `reader`, a FIFO opened without blocking, until a writer has come and gone; gives
  /// up after a minute.
  static func readUntilTheWriterCloses(_ reader: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = Date(timeIntervalSinceNow: 60)
    while Date() < deadline {
      var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 100)
      let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0, !data.isEmpty {
        break  // the writer closed
      } else if count == 0 {
        usleep(10_000)  // no writer yet: a FIFO without one reads as its end
      }
    }
    return data
  }

  /// The one error line of a run, if its output has exactly one.
  func errorLines(_ result: SandboxProcess.Result) -> [String] {
    result.output.split(separator: "\n").filter { $0.hasPrefix("error:") }.map(String.init)
  }
}

extension SVGExportTests {
  @Test func aSymlinkIsFollowedAndStaysALink() throws {
    try inTemporaryDirectory { directory in
      let target = directory.appendingPathComponent("target.svg")
      let link = directory.appendingPathComponent("link.svg")
      try Data("old".utf8).write(to: target)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
      let result = try exportSVG(to: link.path)
      #expect(result.status == 0)
      #expect(try fileType(link.path) == .typeSymbolicLink)
      #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<?xml"))
    }
  }

  @Test func anExistingFileIsRewrittenInPlace() throws {
    try inTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("picture.svg")
      try Data(String(repeating: "x", count: 100_000).utf8).write(to: file)
      let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
      #expect(try exportSVG(to: file.path).status == 0)
      let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
      #expect(before as? Int == after as? Int)
      let svg = try String(contentsOf: file, encoding: .utf8)
      #expect(svg.hasPrefix("<?xml") && !svg.contains("xxx"))
    }
  }

  @Test func aFIFOIsWrittenIntoWhileItsReaderReads() throws {
    try inTemporaryDirectory { directory in
      let fifo = directory.appendingPathComponent("picture.fifo")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      // Opened before the Sandbox starts, without waiting for a writer: the FIFO has a reader
      // when `svg` opens it.
      let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      #expect(reader >= 0)
      defer { close(reader) }
      let received = ReceivedBytes()
      Thread { received.set(Self.readUntilTheWriterCloses(reader)) }.start()
      let result = try exportSVG(to: fifo.path)
      #expect(result.status == 0)
      #expect(received.wait(timeout: 60).starts(with: Data("<?xml".utf8)))
      #expect(fifo.isFIFO)
    }
  }

  @Test func aFIFOWithoutAReaderIsOneErrorLineAtOnce() throws {
    try inTemporaryDirectory { directory in
      let fifo = directory.appendingPathComponent("picture.fifo")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      let result = try SandboxProcess.run(
        input: Data("empty title \"No orders\"\nsvg \(fifo.path)\nrender\n".utf8), timeout: 20)
      #expect(!result.timedOut)
      #expect(result.status == 1)
      #expect(
        errorLines(result) == [
          "error: line 2: svg: cannot write '\(fifo.path)': no reader: no process has this FIFO "
            + "open for reading; expected: svg FILE"
        ])
      #expect(result.output.contains("> render"))
      #expect(fifo.isFIFO)
    }
  }

  @Test func aFIFOWhoseReaderTakesNothingEndsTheWriteAfterTheStallLimit() throws {
    try inTemporaryDirectory { directory in
      let fifo = directory.appendingPathComponent("picture.fifo")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      #expect(reader >= 0)
      defer { close(reader) }
      // More than a pipe holds, and a reader that never reads.
      let text = String(repeating: "x", count: 4 << 20)
      #expect(throws: FileOutputError.readerStalled(.milliseconds(20))) {
        try FileOutput.write(text, to: fifo.path, stall: .milliseconds(20))
      }
    }
  }

  @Test func devNullIsWrittenIntoNotReplaced() throws {
    let result = try exportSVG(to: "/dev/null")
    #expect(result.status == 0)
    #expect(result.output.contains("wrote /dev/null ("))
    #expect(try fileType("/dev/null") == .typeCharacterSpecial)
  }

  @Test func aDirectoryIsOneErrorLine() throws {
    try inTemporaryDirectory { directory in
      let result = try exportSVG(to: directory.path)
      #expect(result.status == 1)
      #expect(
        errorLines(result) == [
          "error: line 2: svg: cannot write '\(directory.path)': Is a directory; expected: svg FILE"
        ])
      #expect(try fileType(directory.path) == .typeDirectory)
    }
  }

  @Test func aMissingParentIsOneErrorLine() throws {
    try inTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("missing/picture.svg").path
      let result = try exportSVG(to: path)
      #expect(result.status == 1)
      #expect(
        errorLines(result) == [
          "error: line 2: svg: cannot write '\(path)': No such file or directory; expected: svg FILE"
        ])
    }
  }

  @Test func anUnwritablePathIsOneErrorLine() throws {
    try inTemporaryDirectory { directory in
      // Permissions do not stop root; sysfs refuses new files even to root.
      let path: String
      if geteuid() == 0 {
        path = "/sys/emptystate-sandbox-\(UUID().uuidString).svg"
      } else {
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o500], ofItemAtPath: directory.path)
        path = directory.appendingPathComponent("picture.svg").path
      }
      let result = try exportSVG(to: path)
      #expect(result.status == 1)
      let lines = errorLines(result)
      #expect(lines.count == 1)
      #expect(lines.first?.hasPrefix("error: line 2: svg: cannot write '\(path)': ") == true)
      #expect(lines.first?.contains("Error Domain") == false)
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func textsXMLForbidsAreEscapedInTheSVG() throws {
    try inTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("picture.svg")
      let script = "empty title \"No\u{FFFE}orders\u{FFFF}\u{1B}\"\nsvg \(file.path)\n"
      #expect(try SandboxProcess.run(input: Data(script.utf8)).status == 0)
      let svg = try String(contentsOf: file, encoding: .utf8)
      #expect(svg.contains("No\\u{FFFE}orders\\u{FFFF}\\u{1B}"))
      #expect(
        !svg.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0xFFFE || $0.value == 0xFFFF
        })
    }
  }

  @Test func aPathWithANulCharacterIsRefused() throws {
    let result = try SandboxProcess.run(input: Data("svg \"a\u{0}b\"\n".utf8))
    #expect(result.status == 1)
    #expect(result.output.contains("svg: a file name cannot hold a NUL character"))
  }
}

/// Bytes handed over from the reading thread of a test.
final class ReceivedBytes: @unchecked Sendable {
  // Safe: `data` is only touched under `condition`'s lock.
  private let condition = NSCondition()
  private var data: Data?

  func set(_ bytes: Data) {
    condition.lock()
    data = bytes
    condition.broadcast()
    condition.unlock()
  }

  /// The bytes, once set; empty if they are not set within `timeout` seconds.
  func wait(timeout: Double) -> Data {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while data == nil, condition.wait(until: deadline) {}
    return data ?? Data()
  }
}

extension URL {
  /// Whether this path is a FIFO.
  var isFIFO: Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
  }
}
