public import Foundation
public import Testing

/// Golden files: rendered output compared with a committed file, re-recorded only on purpose
/// (`RECORD_SNAPSHOTS=1`).
public struct Snapshot: Sendable {
  /// The directory holding the golden files.
  public let directory: URL

  /// Golden files in `Snapshots/` next to the file calling this (pass `#filePath`).
  public init(besides filePath: String = #filePath, folder: String = "Snapshots") {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent(folder).path),
      url.pathComponents.count > 1
    {
      url.deleteLastPathComponent()
    }
    directory = url.appendingPathComponent(folder)
  }

  /// Whether this run records golden files instead of comparing with them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// Compares `actual` with the golden file `name`, or records it when recording.
  public func assertMatches(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    if Self.isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden file \(name); run with RECORD_SNAPSHOTS=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "differs from \(name)", sourceLocation: sourceLocation)
  }
}
