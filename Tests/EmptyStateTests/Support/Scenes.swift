import EmptyState
import TestSupport

/// Lists set up the way the rendering and layout tests need them.
@MainActor
enum Scenes {
  static let small = ViewRect(x: 0, y: 0, width: 320, height: 240)
  /// A data source with no sections, alive for the whole run.
  static let noRows = SectionsSource([])

  /// A label of `height` points, for a header or footer.
  static func label(_ text: String, height: Double = 32) -> LabelNode {
    let label = LabelNode(text: text)
    label.frame = ViewRect(x: 0, y: 0, width: 0, height: height)
    return label
  }

  /// A table over `source` (which the caller keeps alive: lists hold data sources weakly) in
  /// `frame`, reloaded, with header and footer when given.
  static func emptyTable(
    frame: ViewRect = small, header: String? = nil, footer: String? = nil,
    source: SectionsSource = Scenes.noRows
  ) -> TableView {
    let table = Fixtures.table(source)
    table.frame = frame
    table.rowHeight = 32
    if let header { table.headerView = label(header) }
    if let footer { table.footerView = label(footer) }
    return table
  }
}
