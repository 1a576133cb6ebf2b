#if canImport(UIKit)
  import EmptyStateUIKit
  import Foundation
  import TestSupport
  import Testing
  import UIKit

  extension EmptyStateUIKitTests {
    @Test func everySwiftBlockOfTheUIKitDocumentationIsCompiledHere() throws {
      let root = DocumentationExamples.packageRoot()
      let examples = try String(
        contentsOf: root.appendingPathComponent(
          "Tests/EmptyStateUIKitTests/Documentation/HostingExamples.swift"),
        encoding: .utf8)
      var documented: [(file: String, block: String)] = []
      for file in DocumentationExamples.markdownFiles(
        ["Sources/EmptyStateUIKit/Documentation.docc"], root: root)
      {
        let text = try String(contentsOf: file, encoding: .utf8)
        documented += DocumentationExamples.swiftBlocks(in: text).map {
          (file.lastPathComponent, $0)
        }
      }
      for file in DocumentationExamples.swiftFiles(["Sources/EmptyStateUIKit"], root: root) {
        let text = try String(contentsOf: file, encoding: .utf8)
        documented += DocumentationExamples.swiftBlocks(inDocCommentsOf: text).map {
          (file.lastPathComponent, $0)
        }
      }
      #expect(documented.count >= 6)
      for (file, block) in documented {
        let missing = DocumentationExamples.missingParagraphs(of: block, in: examples)
        #expect(
          missing.isEmpty, "\(file): not compiled here:\n\(missing.joined(separator: "\n\n"))")
      }
    }

    @Test func theArticlesTenLineStartShowsThePlaceholderUntilTheControllerHasRows() {
      let controller = OrdersViewController(style: .plain)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      Host.runTurns()
      let table = controller.tableView as? EmptyStateTableView
      #expect(table?.emptyState.isShown == true)
      #expect(table?.emptyView?.labels.first?.text == "No orders yet")
    }

    @Test func theDiffableExampleHidesThePlaceholderWhenTheSnapshotHasOrders() {
      let table = EmptyStateTableView(frame: .zero, style: .plain)
      table.setEmptyView(title: "No orders yet")
      var snapshot = NSDiffableDataSourceSnapshot<Section, Order.ID>()
      snapshot.appendSections([.orders])
      snapshot.appendItems([Order(id: 1).id])
      let source = HostingExamples.diffable(table: table, snapshot: snapshot)
      #expect(!table.emptyState.isShown)
      _ = source
    }
  }
#endif
