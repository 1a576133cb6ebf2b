import Foundation
import Testing

/// Misuse of the library from another isolation domain must not compile.
///
/// Each case is compiled by the toolchain's `swiftc` against the built modules and must fail with
/// the expected error. A control case, the same code on the main actor, must compile, so that a failure means
/// isolation and nothing else.
@Suite struct IsolationCompileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var expectedError: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a list used off the main actor",
      body: """
        nonisolated func refresh(_ table: TableView) {
          table.reloadData()
        }
        """,
      expectedError: "main actor-isolated"),
    Case(
      name: "a list created in a detached task",
      body: """
        func make() async {
          await Task.detached {
            let table = TableView()
            _ = table
          }.value
        }
        """,
      expectedError: "main actor-isolated"),
    Case(
      name: "a list read from another task without a hop to the main actor",
      body: """
        @MainActor func send() {
          let table = TableView()
          Task.detached { print(table.numberOfSections) }
        }
        """,
      expectedError: "main actor-isolated"),
    Case(
      name: "a hook point captured by a concurrent closure",
      body: """
        final class Feed {}
        func share(_ hooks: HookPoint<Feed, Void>) {
          let work: @Sendable () -> Void = { _ = hooks.isRunning }
          work()
        }
        """,
      expectedError: "non-Sendable"),
  ]

  @Test(arguments: cases)
  func misuseDoesNotCompile(_ example: Case) throws {
    let result = try Self.typecheck(example.body)
    #expect(result.status != 0, "compiled, but must not:\n\(example.body)")
    #expect(result.output.contains("error:"))
    #expect(result.output.contains(example.expectedError), "\(result.output)")
  }

  @Test func theSameCodeOnTheMainActorCompiles() throws {
    let result = try Self.typecheck(
      """
      @MainActor func refresh() {
        let table = TableView()
        table.reloadData()
        let token = table.contentHooks.after { table, _ in print(table.numberOfSections) }
        token.cancel()
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Type-checks `body` in Swift 6 mode against the modules of this build.
  static func typecheck(_ body: String) throws -> (status: Int32, output: String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("isolation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Misuse.swift")
    try ("import EmptyState\nimport Hooks\n\n" + body + "\n").write(
      to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", modulesDirectory.path, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// Where this build put the library modules.
  static var modulesDirectory: URL {
    var products = Bundle.main.bundleURL
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        products = bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return products.appendingPathComponent("Modules")
  }
}
