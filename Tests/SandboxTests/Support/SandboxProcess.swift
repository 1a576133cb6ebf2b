import Foundation
import Testing

/// Runs the built Sandbox executable and captures what it prints.
struct SandboxProcess {
  struct Result: Equatable {
    var status: Int32
    var output: String
    var errors: String
    /// Whether the process ended by exiting (not by a signal such as a crash).
    var exited: Bool

    /// The transcript golden files hold: the output and the exit status.
    var transcript: String {
      output + "[exit \(status)]\n"
    }
  }

  /// The directory with the built products (next to the test bundle).
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  static var executable: URL {
    productsDirectory.appendingPathComponent("Sandbox")
  }

  /// Runs the Sandbox with `arguments`, feeding `input` to its standard input.
  static func run(
    _ arguments: [String] = [], input: Data = Data(), environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    process.environment = env
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write and read on separate threads so that neither pipe can fill up and block.
    let writer = Thread {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self),
      exited: process.terminationReason == .exit)
  }
}
