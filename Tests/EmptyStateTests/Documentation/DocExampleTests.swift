import EmptyState
import Foundation
import TestSupport
import Testing

@Suite @MainActor struct DocExampleTests {}

extension DocExampleTests {
  @Test func everySwiftBlockOfTheDocumentationIsCompiledHere() throws {
    let root = DocumentationExamples.packageRoot()
    // The examples live in the `…Examples.swift` files of this folder.
    let examples = DocumentationExamples.swiftFiles(
      ["Tests/EmptyStateTests/Documentation", "Tests/EmptyStateTestingTests"], root: root
    ).filter { $0.lastPathComponent.hasSuffix("Examples.swift") }
    #expect(examples.count >= 3)
    let source = try examples.map { try String(contentsOf: $0, encoding: .utf8) }
      .joined(separator: "\n")
    var documented: [(file: String, block: String)] = []
    let articles = DocumentationExamples.markdownFiles(
      [
        "README.md", "Sources/EmptyState/Documentation.docc",
        "Sources/ListViews/Documentation.docc", "Sources/EmptyStateTesting/Documentation.docc",
      ], root: root)
    for file in articles {
      let text = try String(contentsOf: file, encoding: .utf8)
      documented += DocumentationExamples.swiftBlocks(in: text).map { (file.lastPathComponent, $0) }
    }
    for file in DocumentationExamples.swiftFiles(
      ["Sources/EmptyState", "Sources/ListViews", "Sources/EmptyStateTesting"], root: root)
    {
      let text = try String(contentsOf: file, encoding: .utf8)
      documented += DocumentationExamples.swiftBlocks(inDocCommentsOf: text).map {
        (file.lastPathComponent, $0)
      }
    }
    #expect(documented.count >= 15)
    for (file, block) in documented {
      let missing = DocumentationExamples.missingParagraphs(of: block, in: source)
      #expect(
        missing.isEmpty, "\(file): not compiled here:\n\(missing.joined(separator: "\n\n"))")
    }
  }

  @Test func docCommentExamplesRun() throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    let image = try DocExamples.imageAndTitle(on: table)
    #expect(table.emptyView?.imageNode.image == image)
    var reloads = 0
    let counter = table.contentHooks.after { _, change in
      if change == .reloadData { reloads += 1 }
    }
    defer { counter.cancel() }
    try DocExamples.configuration(of: table)
    table.emptyState.failLoading(with: OrdersError.offline)
    table.tap(
      at: table.emptyView.map { view in
        ViewPoint(
          x: view.frame.minX + (view.buttonNode?.frame.midX ?? 0),
          y: view.frame.minY + (view.buttonNode?.frame.midY ?? 0))
      } ?? .zero)
    #expect(reloads == 1)
    var printed: [String] = []
    let svg = DocExamples.drawing(table) { printed.append("\($0)") }
    #expect(printed.first?.contains("Loading…") == true)
    #expect(svg.contains("Loading…"))
    try DocExamples.placeholder(on: table)
    table.emptyState.failLoading(with: OrdersError.offline)
    #expect(table.emptyView?.titleNode.text == "No connection")
    let cloud = TagCloud(frame: ViewRect(x: 0, y: 0, width: 100, height: 100))
    cloud.setEmptyView(title: "No tags")
    cloud.setTags(["swift"])
    #expect(!cloud.emptyState.isShown)
  }

  @Test func oneLineExamplePrintsWhatTheReadmeSays() {
    var printed: [String] = []
    DocExamples.oneLine { printed.append("\($0)") }
    #expect(printed == ["true", "false"])
  }

  @Test func hookingExamplePrintsWhatTheArticleSays() {
    var printed: [String] = []
    DocExamples.hooking { printed.append("\($0)") }
    #expect(printed == ["reloadData -> 0 section(s)"])
  }

  @Test func phasesExampleShowsWhatItsCommentsSay() throws {
    var shown: [String?] = []
    _ = try DocExamples.phases {
      shown.append($0.emptyView.flatMap { $0.superview == nil ? nil : $0.titleNode.text })
    }
    #expect(shown == [nil, "Loading orders…", "Could not load orders", "No orders yet"])
  }

  @Test func presetsExampleAttachesThePresetWithTheGlobalOffset() throws {
    defer { EmptyStateDefaults.reset() }
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    try DocExamples.presets(on: table)
    let view = try #require(table.emptyView)
    #expect(view.titleNode.text == "You are offline")
    #expect(view.appearance.metrics.verticalOffset == -40)
    #expect(view.appearance.metrics.spacing == 24)
  }

  @Test func optionsExampleSetsEveryOption() throws {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    DocExamples.options(on: table)
    table.setEmptyView(title: "Nothing")
    #expect(!table.allowsScrolling)
    #expect(table.underlayView === table.emptyView)
    #expect(table.subviews.first === table.emptyView)
  }

  @Test func eventsExampleHearsTheDelegateAndTheClosure() {
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    var printed: [String] = []
    let (analytics, token) = DocExamples.events(on: table) { values in
      printed.append(values.map { "\($0)" }.joined(separator: " "))
    }
    table.setEmptyView(title: "Nothing")
    #expect(printed == ["willAppear 0", "didAppear 0"])
    _ = analytics
    token.cancel()
  }
}
