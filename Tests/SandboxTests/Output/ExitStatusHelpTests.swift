import Testing

@testable import Sandbox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--help` lists every exit status the Sandbox can end with, including the ones a shell
/// reports after a signal ended it.
@Suite struct ExitStatusHelpTests {
  /// The lines of `--help`'s "Exit status:" section.
  static let section: [Substring] = {
    let lines = SandboxHelp.usage.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "Exit status:") else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }()

  /// The section as one line, its words one space apart.
  static let words = section.flatMap { $0.split(separator: " ") }.joined(separator: " ")
}

extension ExitStatusHelpTests {
  @Test(arguments: SandboxMain.Status.all)
  func helpListsEachStatusTheSandboxExitsWith(_ status: Int32) {
    #expect(Self.section.contains { $0.hasPrefix("  \(status) ") })
  }

  @Test func helpSaysWhatAShellReportsAfterASignal() {
    #expect(Self.section.contains { $0.hasPrefix("  128+N ended by signal N") })
  }

  @Test(arguments: [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGKILL, SIGABRT, SIGSEGV])
  func helpNamesTheStatusOfEachCommonSignal(_ signal: Int32) throws {
    let status = SandboxMain.Status.endedBy(signal)
    let name = try #require(Self.names[signal])
    #expect(Self.words.contains("\(status) \(name)"))
  }

  static let names: [Int32: String] = [
    SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM",
    SIGKILL: "SIGKILL", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
  ]
}
