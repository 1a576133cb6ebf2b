import Foundation
import Testing

@testable import Sandbox

/// Output that cannot be written is reported on standard error, with exit status 3.
@Suite struct OutputFailureTests {
  static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

  @Test(.enabled(if: hasDevFull)) func aFullDiskEndsTheScriptWithThreeAndSaysWhy() throws {
    let result = try SandboxProcess.run(
      input: Data("add 1\nrender\n".utf8), outputPath: "/dev/full")
    #expect(result.exited)
    #expect(result.status == 3)
    #expect(result.errors == "Sandbox: cannot write to standard output: No space left on device\n")
  }

  @Test(.enabled(if: hasDevFull)) func anEndlessInputStopsAtTheFirstFailedWrite() throws {
    let sandbox = try SandboxProcess.start(outputPath: "/dev/full")
    sandbox.send(Array(String(repeating: "render\n", count: 100_000).utf8))
    let end = sandbox.finish(timeout: 60)
    #expect(end.exited && end.status == 3)
    #expect(!end.timedOut)
  }

  @Test(.enabled(if: hasDevFull)) func theDemoAndHelpReportAFullDiskToo() throws {
    for arguments in [["--demo"], ["--help"]] {
      let result = try SandboxProcess.run(arguments, outputPath: "/dev/full")
      #expect(result.status == 3, "\(arguments)")
      #expect(result.errors.hasPrefix("Sandbox: cannot write to standard output"), "\(arguments)")
    }
  }

  @Test func helpDocumentsEveryExitStatus() throws {
    let help = try SandboxProcess.run(["--help"]).output
    for status in [
      "0   at 'quit'", "1   a script had a bad line", "2   bad options", "3   standard output",
    ] {
      #expect(help.contains(status))
    }
  }

  @Test(.enabled(if: hasDevFull)) @MainActor
  func aWriterRemembersTheFirstFailureAndWritesNothingMore() throws {
    let fileDescriptor = open("/dev/full", O_WRONLY)
    #expect(fileDescriptor >= 0)
    defer { close(fileDescriptor) }
    let writer = TerminalWriter(fileDescriptor: fileDescriptor, keepsColours: false)
    writer.writeLine("lost")
    #expect(writer.failure == SystemError(code: ENOSPC))
    writer.writeLine("also lost")
    #expect(writer.failure == SystemError(code: ENOSPC))
  }
}
