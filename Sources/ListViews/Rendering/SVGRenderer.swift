/// Draws a view tree as an SVG picture: the same display list as ``PlainTextRenderer``, in points.
///
/// The output is a standalone, well-formed SVG 1.1 document that browsers and `rsvg-convert`
/// open. Every item carries a `class` named after its role and, when it has one, an `id` from
/// its ``DisplayItem/identifier``, so tools and tests can find it. An item drawn with an
/// ``DisplayItem/opacity`` below 1 is a group with that `opacity`.
public struct SVGRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// Draws `root` and everything under it.
  ///
  /// - Parameter root: The view to draw, usually a list.
  /// - Returns: The SVG document.
  @MainActor
  public func render(_ root: ViewNode) -> String {
    render(DisplayList(root: root))
  }

  /// Draws a display list.
  ///
  /// - Parameter list: What to draw.
  /// - Returns: The SVG document.
  public func render(_ list: DisplayList) -> String {
    let width = list.size.width.svgNumber
    let height = list.size.height.svgNumber
    var svg = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)" font-family="monospace" font-size="13">"#,
    ]
    for item in list.items {
      let drawn = elements(for: item)
      guard item.opacity < 1, !drawn.isEmpty else {
        svg.append(contentsOf: drawn)
        continue
      }
      svg.append(#"<g opacity="\#(item.opacity.svgNumber)">"#)
      svg.append(contentsOf: drawn)
      svg.append("</g>")
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  private func elements(for item: DisplayItem) -> [String] {
    let frame = item.frame
    let role = item.role
    let id = item.identifier
    switch item.shape {
    case .canvas:
      return [
        rect(frame, role: role, id: id, fill: item.fill?.hexString ?? "#ffffff", stroke: "#444444")
      ]
    case .outline:
      return [
        rect(
          frame, role: role, id: id, fill: item.fill?.hexString ?? "none", stroke: "#999999",
          extra: #" stroke-dasharray="4 3""#)
      ]
    case .button:
      let stroke = item.textStyle?.color.hexString ?? "#0a64d8"
      return [rect(frame, role: role, id: id, fill: "#ffffff", stroke: stroke, extra: #" rx="6""#)]
        + text(item.lines, in: frame, role: role, anchor: .middle, style: item.textStyle)
    case .dashedBox:
      return [
        rect(
          frame, role: role, id: id, fill: "#f3f3f3", stroke: "#888888",
          extra: #" stroke-dasharray="2 2""#)
      ] + text(item.lines, in: frame, role: role, anchor: .middle)
    case .row, .box, .accessory:
      let fill: String
      if case .accessory = item.shape { fill = "#e8f4f8" } else { fill = "#fafafa" }
      return [rect(frame, role: role, id: id, fill: fill, stroke: "#cccccc")]
        + text(item.lines, in: frame, role: role, anchor: item.shape == .row ? .start : .middle)
    case .image:
      return [
        rect(frame, role: role, id: id, fill: "#fff8e1", stroke: "#c8a600"),
        ##"<line class="\##(XMLEscaping.escape(role.rawValue))" x1="\##(frame.minX.svgNumber)" y1="\##(frame.minY.svgNumber)" x2="\##(frame.maxX.svgNumber)" y2="\##(frame.maxY.svgNumber)" stroke="#c8a600"/>"##,
      ] + text(item.lines, in: frame, role: role, anchor: .middle)
    case .text:
      let size = item.textStyle?.font.size ?? 16
      let anchor: Anchor =
        switch item.textAlignment {
        case .left: .flushStart
        case .center: .middle
        case .right: .end
        }
      return text(
        item.lines, in: frame, role: role, anchor: anchor, lineHeight: size,
        style: item.textStyle)
    case .activityIndicator:
      return [ring(in: frame, role: role, id: id)]
    case .background(let cornerRadius):
      let radius = max(0, min(cornerRadius, frame.width / 2, frame.height / 2))
      let corners = radius > 0 ? #" rx="\#(radius.svgNumber)""# : ""
      return [
        rect(
          frame, role: role, id: id, fill: item.fill?.hexString ?? "none", stroke: "none",
          extra: corners)
      ]
    }
  }

  /// A dashed ring inscribed in `frame`: an activity indicator caught mid-turn.
  private func ring(in frame: ViewRect, role: DisplayItem.Role, id: String?) -> String {
    let idAttribute = id.map { #" id="\#(XMLEscaping.escape($0))""# } ?? ""
    let radius = max(0, min(frame.width, frame.height) / 2 - 2)
    return
      ##"<circle\##(idAttribute) class="\##(XMLEscaping.escape(role.rawValue))" cx="\##(frame.midX.svgNumber)" cy="\##(frame.midY.svgNumber)" r="\##(radius.svgNumber)" fill="none" stroke="#888888" stroke-width="3" stroke-dasharray="6 3"/>"##
  }

  private enum Anchor {
    /// A row's text: a little in from the left edge.
    case start
    case middle
    case end
    /// Text set against the left edge.
    case flushStart

    var attribute: String {
      switch self {
      case .start, .flushStart: "start"
      case .middle: "middle"
      case .end: "end"
      }
    }
  }

  private func rect(
    _ frame: ViewRect, role: DisplayItem.Role, id: String? = nil, fill: String, stroke: String,
    extra: String = ""
  ) -> String {
    let idAttribute = id.map { #" id="\#(XMLEscaping.escape($0))""# } ?? ""
    return
      ##"<rect\##(idAttribute) class="\##(XMLEscaping.escape(role.rawValue))" x="\##(frame.minX.svgNumber)" y="\##(frame.minY.svgNumber)" width="\##(frame.width.svgNumber)" height="\##(frame.height.svgNumber)" fill="\##(fill)" stroke="\##(stroke)"\##(extra)/>"##
  }

  /// Text lines: stacked from the top for titles, centred vertically for one-line items.
  private func text(
    _ lines: [String], in frame: ViewRect, role: DisplayItem.Role, anchor: Anchor,
    lineHeight: Double? = nil, style: TextStyle? = nil
  ) -> [String] {
    let visible = lines.filter { !$0.isEmpty }
    guard !visible.isEmpty else { return [] }
    let x: Double =
      switch anchor {
      case .start: frame.minX + 6
      case .middle: frame.midX
      case .end: frame.maxX
      case .flushStart: frame.minX
      }
    return lines.enumerated().map { offset, line in
      let baseline =
        lineHeight.map { frame.minY + Double(offset) * $0 + $0 * 0.75 }
        ?? frame.midY + 4.5
      return
        #"<text class="\#(XMLEscaping.escape(role.rawValue))" x="\#(x.svgNumber)" y="\#(baseline.svgNumber)" text-anchor="\#(anchor.attribute)"\#(styleAttributes(style))>\#(XMLEscaping.escape(line))</text>"#
    }
  }
}

extension SVGRenderer {
  /// Fill, size and weight attributes for a styled text; empty without a style.
  fileprivate func styleAttributes(_ style: TextStyle?) -> String {
    guard let style else { return "" }
    let weight =
      style.font.weight == .regular ? "" : #" font-weight="\#(style.font.weight.svgValue)""#
    return
      #" fill="\#(style.color.hexString)" font-size="\#((style.font.size * 13 / 16).svgNumber)""#
      + weight
  }
}

extension FontStyle.Weight {
  fileprivate var svgValue: String {
    switch self {
    case .regular: return "400"
    case .medium: return "500"
    case .semibold: return "600"
    case .bold: return "700"
    }
  }
}

extension Double {
  /// The number as the picture writes it: never `inf` or `nan`, which SVG does not know (an
  /// infinity is written as the largest finite value of its sign, NaN as 0).
  fileprivate var svgNumber: String {
    (isNaN ? 0 : clampedToFinite).compactDescription
  }
}

/// Escapes text for XML character data and attribute values.
enum XMLEscaping {
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case let forbidden
      where (forbidden.value < 0x20 && forbidden != "\t") || forbidden.value == 0xFFFE
        || forbidden.value == 0xFFFF:
        escaped += "\u{FFFD}"  // not allowed in XML 1.0
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
