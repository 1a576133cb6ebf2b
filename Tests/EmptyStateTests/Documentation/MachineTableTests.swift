import Foundation
import TestSupport
import Testing

/// The event → effect tables of "How a reload flows" name exactly the events and effects that
/// `EmptyStateMachine` (announcements included) and `PageStateMachine` declare, so that they
/// cannot drift from the code.
@Suite struct MachineTableTests {
  /// The names in the table's two columns, read from the article.
  struct Table {
    var events: Set<String> = []
    var effects: Set<String> = []
  }

  static let root = DocumentationExamples.packageRoot(from: #filePath)

  /// The source of the machine of this name.
  static func machineSource(_ name: String = "EmptyStateMachine") throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("Sources/EmptyState/Core/\(name).swift"),
      encoding: .utf8)
  }

  /// The case names of the enum `name` declared in `source` (its own cases, not nested ones).
  static func cases(ofEnum name: String, in source: String) -> Set<String> {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasSuffix("enum \(name) {") }) else {
      return []
    }
    let indent = lines[start].prefix { $0 == " " }
    var names: Set<String> = []
    for line in lines[(start + 1)...] {
      if line == indent + "}" { break }
      let body = line.dropFirst(indent.count)
      guard body.hasPrefix("  case ") else { continue }
      names.insert(String(body.dropFirst(7).prefix { $0.isLetter || $0.isNumber }))
    }
    return names
  }

  /// The identifiers that open each code span of `text` (`` `send(started)` `` gives `send`).
  static func codeNames(in text: Substring) -> Set<String> {
    let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
    return Set(
      spans.map { String($0.prefix { $0.isLetter || $0.isNumber }) }.filter { !$0.isEmpty })
  }

  /// The table whose header row names `column` first, from the article.
  static func table(_ column: String = "Event") throws -> Table {
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/EmptyState/Documentation.docc/Articles/HowAReloadFlows.md"),
      encoding: .utf8)
    var table = Table()
    var inTable = false
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "| \(column) | Effects |" {
        inTable = true
        continue
      }
      guard inTable else { continue }
      guard line.hasPrefix("|") else { break }
      let columns = line.split(separator: "|", omittingEmptySubsequences: false)
      guard columns.count >= 3, !columns[1].hasPrefix("---") else { continue }
      table.events.formUnion(codeNames(in: columns[1]))
      table.effects.formUnion(codeNames(in: columns[2]))
    }
    return table
  }

  @Test func everyEventOfTheMachineHasItsRowAndNoRowNamesAnother() throws {
    let declared = Self.cases(ofEnum: "Event", in: try Self.machineSource())
    #expect(declared.count >= 16)
    #expect(try Self.table().events == declared)
  }

  @Test func everyEffectOfTheMachineIsNamedInTheTable() throws {
    let declared = Self.cases(ofEnum: "Effect", in: try Self.machineSource())
    #expect(declared.count >= 15)
    #expect(declared.subtracting(try Self.table().effects).isEmpty)
  }

  @Test func theTableNamesNoEffectOrEventTheMachineDoesNotDeclare() throws {
    let source = try Self.machineSource()
    let known = Self.cases(ofEnum: "Effect", in: source)
      .union(Self.cases(ofEnum: "Event", in: source))
    #expect(try Self.table().effects.subtracting(known).isEmpty)
  }

  /// Another machine: its source file's name, the header of its table, how many events and
  /// effects it declares at least.
  struct OtherMachine: Sendable, CustomTestStringConvertible {
    var name: String
    var header: String
    var events: Int
    var effects: Int

    var testDescription: String { name }

    /// Its source.
    func source() throws -> String { try MachineTableTests.machineSource(name) }

    /// Its table.
    func table() throws -> Table { try MachineTableTests.table(header) }
  }

  static let otherMachines = [
    OtherMachine(name: "PageStateMachine", header: "Page event", events: 12, effects: 10)
  ]

  @Test(arguments: otherMachines)
  func everyEventOfAnotherMachineHasItsRowAndNoRowNamesAnother(_ machine: OtherMachine) throws {
    let declared = Self.cases(ofEnum: "Event", in: try machine.source())
    #expect(declared.count >= machine.events)
    #expect(try machine.table().events == declared)
  }

  @Test(arguments: otherMachines)
  func everyEffectOfAnotherMachineIsNamedInItsTable(_ machine: OtherMachine) throws {
    let declared = Self.cases(ofEnum: "Effect", in: try machine.source())
    #expect(declared.count >= machine.effects)
    #expect(declared.subtracting(try machine.table().effects).isEmpty)
  }

  @Test(arguments: otherMachines)
  func anotherMachinesTableNamesNoEffectOrEventItDoesNotDeclare(_ machine: OtherMachine) throws {
    let source = try machine.source()
    let known = Self.cases(ofEnum: "Effect", in: source)
      .union(Self.cases(ofEnum: "Event", in: source))
    #expect(try machine.table().effects.subtracting(known).isEmpty)
  }
}
