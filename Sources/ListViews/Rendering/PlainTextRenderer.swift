/// Draws a view tree as text, as a person would see it: one character per 8 × 16 points.
///
/// The list gets a border; rows show their text, items are boxes; the header and footer are
/// separated from the content by rules; an image is a box labelled with the image's name; text
/// is centred where its label was laid out (or set against the edge its alignment names). A
/// character cannot be half transparent: an item drawn with an opacity below a half is left out,
/// any other is drawn whole. The output is deterministic, for golden files.
///
/// ```swift
/// print(PlainTextRenderer().render(table))
/// ```
public struct PlainTextRenderer: Sendable {
  /// The size of one character cell, in points; it matches ``MonospacedTextMeasure``.
  ///
  /// A cell smaller than one point (or invalid) counts as one point, and a picture has at most
  /// ``maximumCells`` columns and rows: larger lists are cut at the edge.
  public var cellSize: ViewSize

  /// The most columns, and the most rows, a picture has.
  public static let maximumCells = 2_000
  /// Whether to colour the output with ANSI escape codes (for terminals only).
  public var usesColor: Bool

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - cellSize: The points per character cell; 8 by 16 by default.
  ///   - usesColor: Whether to emit ANSI colours; off by default.
  public init(cellSize: ViewSize = ViewSize(width: 8, height: 16), usesColor: Bool = false) {
    self.cellSize = cellSize
    self.usesColor = usesColor
  }

  /// Draws `root` and everything under it.
  ///
  /// - Parameter root: The view to draw, usually a list.
  /// - Returns: The picture, lines separated by newlines, with a trailing newline.
  @MainActor
  public func render(_ root: ViewNode) -> String {
    render(DisplayList(root: root))
  }

  /// Draws a display list.
  ///
  /// - Parameter list: What to draw.
  /// - Returns: The picture, lines separated by newlines, with a trailing newline.
  public func render(_ list: DisplayList) -> String {
    let cellSize = cell
    var canvas = TextCanvas(
      columns: cells(list.size.width, cellSize.width),
      rows: cells(list.size.height, cellSize.height))
    for item in list.items where item.opacity >= 0.5 { draw(item, on: &canvas) }
    return TextOutput(canvas: canvas, usesColor: usesColor).string
  }

  /// ``cellSize`` made usable: a side that is below one point, infinite or NaN counts as one
  /// point, as the property's documentation says.
  private var cell: ViewSize {
    ViewSize(width: Self.usable(cellSize.width), height: Self.usable(cellSize.height))
  }

  private static func usable(_ side: Double) -> Double {
    side.isFinite && side > 1 ? side : 1
  }

  private func draw(_ item: DisplayItem, on canvas: inout TextCanvas) {
    let columns = span(item.frame.minX, item.frame.maxX, cell.width)
    let rows = span(item.frame.minY, item.frame.maxY, cell.height)
    guard !columns.isEmpty, !rows.isEmpty else { return }
    let text = item.lines.first ?? ""
    switch item.shape {
    case .canvas, .outline:
      return
    case .row:
      canvas.write(
        " " + text, column: columns.lowerBound, row: rows.lowerBound, limit: columns.upperBound,
        role: item.role)
      if rows.count >= 2 {
        canvas.rule(
          "-", column: columns.lowerBound, row: rows.upperBound - 1, limit: columns.upperBound,
          role: item.role)
      }
    case .box, .dashedBox, .image:
      drawBox(text, columns: columns, rows: rows, role: item.role, on: &canvas)
    case .button:
      let middle = rows.lowerBound + (rows.count - 1) / 2
      canvas.writeCentred(
        "[ " + text + " ]", column: columns.lowerBound, row: middle, limit: columns.upperBound,
        role: item.role)
    case .accessory(let edge):
      drawAccessory(item, facing: edge, columns: columns, rows: rows, on: &canvas)
    case .text:
      for (offset, line) in item.lines.enumerated() where offset < rows.count {
        let row = rows.lowerBound + offset
        switch item.textAlignment {
        case .center: canvas.writeCentred(line, around: columns, row: row, role: item.role)
        case .left:
          canvas.write(
            line, column: columns.lowerBound, row: row, limit: canvas.columns, role: item.role)
        case .right:
          let width = MonospacedTextMeasure.columns(of: line[...])
          canvas.write(
            line, column: max(0, columns.upperBound - width), row: row, limit: canvas.columns,
            role: item.role)
        }
      }
    case .activityIndicator:
      canvas.writeCentred(
        "(*)", around: columns, row: rows.lowerBound + (rows.count - 1) / 2, role: item.role)
    case .background:
      canvas.box(columns: columns, rows: rows, role: item.role, outline: .dotted)
    }
  }

  /// A box with `text` centred inside; too small for a box, `[text]` on one line.
  private func drawBox(
    _ text: String, columns: Range<Int>, rows: Range<Int>, role: DisplayItem.Role,
    on canvas: inout TextCanvas
  ) {
    guard rows.count >= 3, columns.count >= 3 else {
      if !text.isEmpty {
        canvas.write(
          "[" + text + "]", column: columns.lowerBound, row: rows.lowerBound,
          limit: columns.upperBound, role: role)
      }
      return
    }
    canvas.box(columns: columns, rows: rows, role: role)
    canvas.writeCentred(
      text, column: columns.lowerBound + 1, row: rows.lowerBound + (rows.count - 1) / 2,
      limit: columns.upperBound - 1, role: role)
  }

  /// A header or footer: its text, and a rule on the side facing the content.
  private func drawAccessory(
    _ item: DisplayItem, facing edge: DisplayItem.Edge, columns: Range<Int>, rows: Range<Int>,
    on canvas: inout TextCanvas
  ) {
    var textRows = rows
    if rows.count >= 2 {
      let ruleRow = edge == .top ? rows.upperBound - 1 : rows.lowerBound
      canvas.rule(
        "=", column: columns.lowerBound, row: ruleRow, limit: columns.upperBound, role: item.role)
      textRows = edge == .top ? rows.dropLast() : rows.dropFirst()
    }
    for (offset, line) in item.lines.enumerated() where offset < textRows.count {
      canvas.writeCentred(
        line, column: columns.lowerBound, row: textRows.lowerBound + offset,
        limit: columns.upperBound, role: item.role)
    }
  }

  /// The number of cells `length` points take, at most ``maximumCells`` (a canvas is allocated).
  private func cells(_ length: Double, _ cell: Double) -> Int {
    guard cell > 0, length.isFinite, length > 0 else { return 0 }
    return (length / cell).rounded(.up).clampedInt(in: 0...Self.maximumCells)
  }

  /// The cells covered from `start` to `end` points, each edge at the nearest cell boundary, so
  /// sizes and gaps keep their proportions; at least one cell when `end > start`.
  private func span(_ start: Double, _ end: Double, _ cell: Double) -> Range<Int> {
    guard cell > 0, end > start, start.isFinite, end.isFinite else { return 0..<0 }
    let first = Int(min(max((start / cell).rounded(), -1e9), 1e9))
    let last = max(first + 1, Int(min(max((end / cell).rounded(), -1e9), 1e9)))
    return first..<last
  }
}
