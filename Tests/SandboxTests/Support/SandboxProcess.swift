import Foundation

/// Runs the built Sandbox executable and captures what it prints.
enum SandboxProcess {
  /// What one run printed, and how it ended.
  struct Result {
    var status: Int32
    var output: String
    var errors: String
    /// Whether the process ended by exiting (not by a signal such as a crash).
    var exited: Bool
    /// Whether it was killed for running past its deadline (a hang).
    var timedOut: Bool
    /// The bytes it wrote to standard output, as written.
    var outputBytes: [UInt8]
    /// The bytes it wrote to standard error, as written.
    var errorBytes: [UInt8]
    /// The most memory it had resident at once, in bytes.
    var peakResidentBytes: Int

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

  /// Starts the Sandbox with `arguments`, its pipes open, for a test that talks to it.
  static func start(
    _ arguments: [String] = [], environment: [String: String] = [:], outputPath: String? = nil,
    workingDirectory: String? = nil
  ) throws -> ChildProcess {
    try ChildProcess(
      executable: executable, arguments: arguments, environment: environment,
      outputPath: outputPath, workingDirectory: workingDirectory)
  }

  /// Runs the Sandbox with `arguments`, feeding `input` to its standard input; a run longer
  /// than `timeout` seconds is killed and reported as timed out.
  ///
  /// - Parameters:
  ///   - arguments: The Sandbox's arguments.
  ///   - input: Everything its standard input reads, then the end of the input.
  ///   - environment: Variables added to the test process's environment.
  ///   - outputPath: A file for the Sandbox's standard output instead of a pipe.
  ///   - workingDirectory: The directory the Sandbox runs in; the test process's by default.
  ///   - timeout: Seconds before a run counts as hung and is killed.
  /// - Returns: What the run printed and how it ended.
  /// - Throws: `POSIXError` when the Sandbox cannot start.
  static func run(
    _ arguments: [String] = [], input: Data = Data(), environment: [String: String] = [:],
    outputPath: String? = nil, workingDirectory: String? = nil, timeout: Double = 120
  ) throws -> Result {
    let child = try start(
      arguments, environment: environment, outputPath: outputPath,
      workingDirectory: workingDirectory)
    child.send(Array(input))
    let end = child.finish(timeout: timeout)
    return Result(
      status: end.status,
      output: String(decoding: child.output, as: UTF8.self),
      errors: String(decoding: child.errors, as: UTF8.self),
      exited: end.exited, timedOut: end.timedOut, outputBytes: child.output,
      errorBytes: child.errors, peakResidentBytes: end.peakResidentBytes)
  }
}
