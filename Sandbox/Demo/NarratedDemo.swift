import EmptyState
import Hooks

/// The narrated demo: a table and a collection, their empty views attached in one line, and
/// every kind of change that shows or hides them.
@MainActor
struct NarratedDemo {
  let narrator: Narrator

  func run() throws {
    try runTable()
    try runCollection()
    narrator.heading("Done")
    narrator.note("Every change above went through the lists' content hooks; nothing was swizzled.")
  }

  private func runTable() throws {
    narrator.heading("A table")
    let source = SandboxData(sections: [0])
    let table = TableView(frame: ViewRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = source
    narrator.observe(table, name: "table")

    narrator.step("Attach the empty view in one line (the table has no rows yet):")
    narrator.note("table.setEmptyView(image: noOrders, title: \"No orders yet\") { ... }")
    let image = try ViewImage(name: "no-orders", width: 64, height: 64)
    table.setEmptyView(image: image, title: "No orders yet") { list in
      source.sections = [2]
      list.reloadData()
    }

    narrator.step("reloadData() with still no rows: nothing changes, no event fires.")
    table.reloadData()
    narrator.state(of: table, name: "table")

    narrator.step("Three rows arrive: insertRows(at:).")
    source.sections = [3]
    table.insertRows(at: (0..<3).map { ListIndexPath(row: $0, section: 0) })
    narrator.state(of: table, name: "table")

    narrator.step("All three deleted in one batch update: evaluated once, when the batch ends.")
    table.performBatchUpdates {
      source.sections = [0]
      for row in 0..<3 {
        table.deleteRows(at: [ListIndexPath(row: row, section: 0)])
        narrator.note("deleted row \(row) (inside the batch, nothing is evaluated yet)")
      }
    }
    narrator.state(of: table, name: "table")

    narrator.step("An after-hook that reloads, and a tap whose block reloads:")
    var passes = 0
    let token = table.contentHooks.after { list, change in
      passes += 1
      narrator.note("after-hook pass \(passes) for \(change)")
      if passes == 1 {
        narrator.note("the hook calls reloadData() again: deferred, not recursive")
        list.reloadData()
      }
    }
    let point = ViewPoint(x: 160, y: 240)
    narrator.note("tap(at: \(point.x), \(point.y))")
    table.tap(at: point)
    narrator.note("\(passes) passes in all: the re-entrant reload was coalesced into one more")
    narrator.state(of: table, name: "table")
    token.cancel()
  }

  private func runCollection() throws {
    narrator.heading("A collection")
    let source = SandboxData(sections: [0, 0])
    let collection = CollectionView(frame: ViewRect(x: 0, y: 0, width: 480, height: 320))
    collection.dataSource = source
    narrator.observe(collection, name: "collection")

    narrator.step("Attach a title-only empty view to a collection with two empty sections:")
    collection.setEmptyView(title: "No photos")
    narrator.step("An item arrives in section 1: insertItems(at:).")
    source.sections = [0, 1]
    collection.insertItems(at: [ListIndexPath(item: 0, section: 1)])
    narrator.step("Section 1 is deleted: deleteSections(_:).")
    source.sections = [0]
    collection.deleteSections([1])
    narrator.step("The device rotates: the shown view is laid out again.")
    collection.frame = ViewRect(x: 0, y: 0, width: 320, height: 480)
    narrator.note("empty view now at \(collection.emptyView?.frame.description ?? "?")")
    narrator.state(of: collection, name: "collection")
  }
}
