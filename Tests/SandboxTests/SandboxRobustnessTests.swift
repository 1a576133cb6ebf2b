import Foundation
import TestSupport
import Testing

/// No input of any kind crashes the Sandbox.
@Suite struct SandboxRobustnessTests {
  @Test(arguments: 1...12)
  func randomBytesNeverCrashIt(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let length = Int.random(in: 1...4096, using: &generator)
    let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let result = try SandboxProcess.run(input: Data(bytes))
    #expect(result.exited, "seed \(seed) ended by a signal")
    #expect([0, 1].contains(result.status), "seed \(seed): status \(result.status)")
  }

  @Test(arguments: 1...12)
  func randomCommandWordsNeverCrashIt(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let words = [
      "add", "remove", "add-section", "remove-section", "clear", "begin", "end", "reload",
      "data", "empty", "image", "title", "both", "none", "--tap", "tap", "header", "footer",
      "insets", "size", "rotate", "table", "collection", "render", "0", "1", "3", "-1", "64x64",
      "x", "\"", "1,2", "nan", "1e308", "to", "from", "empty",
    ]
    let lines = (0..<200).map { _ in
      (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? ""
      }.joined(separator: " ")
    }
    let result = try SandboxProcess.run(input: Data(lines.joined(separator: "\n").utf8))
    #expect(result.exited, "seed \(seed) ended by a signal")
    #expect([0, 1].contains(result.status), "seed \(seed): status \(result.status)")
  }
}
