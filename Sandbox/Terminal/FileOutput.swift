import Foundation

/// Writes exported files.
enum FileOutput {
  static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
