import Foundation
import Testing

/// `host uikit` drives the table through the UIKit adapter; a person sees the same screen.
@Suite struct HostCommandTests {
  /// A short session: a tappable empty view, rows added and removed, phases, a tap, a resize.
  static let script = """
    empty title "No orders" --tap
    add 2
    remove 2
    phase loading
    phase loaded
    tap empty
    remove 3
    add-section 1
    begin
    clear
    end
    size 240 160

    """

  /// The transcript of `script` after `host MODE`, without the `host` command's own lines.
  static func screens(hosted mode: String) throws -> (screens: String, output: String) {
    let result = try SandboxProcess.run(input: Data("host \(mode)\n\(script)".utf8))
    let output = result.transcript
    guard let first = output.range(of: "\n> empty") else { return ("", output) }
    return (String(output[first.lowerBound...]), output)
  }

  @Test func uikitHostShowsTheSameScreensAsTheHeadlessList() throws {
    let headless = try Self.screens(hosted: "headless")
    let uikit = try Self.screens(hosted: "uikit")
    #expect(uikit.output.contains("now hosted in UIKit"))
    #expect(!uikit.output.contains("uikit:"))
    #expect(headless.screens.contains("No orders"))
    #expect(uikit.screens == headless.screens)
  }

  @Test func uikitHostRefusesACollectionWithAUsageError() throws {
    let result = try SandboxProcess.run(input: Data("collection\nhost uikit\n".utf8))
    #expect(result.status == 1)
    #expect(result.output.contains("host: UIKit hosts a table here; 'table' first"))
  }
}
