import Foundation
import TestSupport

/// The scripts in `Tests/SandboxTests/Scripts/` and the golden transcripts they must produce.
enum SandboxScripts {
  static let snapshots = Snapshot()

  static func script(_ name: String) throws -> String {
    let url = snapshots.directory.deletingLastPathComponent()
      .appendingPathComponent("Scripts").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }
}
