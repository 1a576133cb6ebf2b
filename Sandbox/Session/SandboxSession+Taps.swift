import EmptyState

extension SandboxSession {
  /// Taps the list; a named target must exist, or nothing happens.
  func tap(_ target: SandboxCommand.TapTarget) throws(CommandError) {
    let usage =
      "tap X Y | tap empty | tap button | tap secondary | tap header | tap footer | tap retry"
    let view = list.view
    let point: ViewPoint
    switch target {
    case .point(let requested):
      point = requested
    case .emptyView:
      guard list.emptyState.isShown, let frame = list.emptyState.view?.frame else {
        throw .usage("tap", usage, "no placeholder is shown")
      }
      point = ViewPoint(x: frame.midX, y: frame.midY)
    case .button, .secondaryButton:
      let secondary = target == .secondaryButton
      guard list.emptyState.isShown, let view = list.emptyState.view,
        let button = secondary ? view.secondaryButtonNode : view.buttonNode, !button.isHidden
      else {
        throw .usage(
          "tap", usage, "no placeholder with a \(secondary ? "secondary " : "")button is shown")
      }
      point = ViewPoint(
        x: view.frame.minX + button.frame.midX, y: view.frame.minY + button.frame.midY)
    case .header, .footer:
      let accessory = target == .header ? view.headerView : view.footerView
      guard let frame = accessory?.frame, frame.height > 0 else {
        throw .usage("tap", usage, "there is no \(target == .header ? "header" : "footer")")
      }
      // Header and footer scroll with the rows: tapped where they are drawn.
      point = ViewPoint(x: frame.midX, y: frame.midY - view.contentOffset.y)
    case .section(let section, let button):
      point = try sectionTapPoint(section, button: button)
    case .retry:
      // The strip's button, where it is drawn: the strip scrolls with the rows.
      guard pages != nil, let strip = view.footerView, !strip.isHidden,
        let button = strip.subviews.first(where: { $0 is ButtonNode })
      else {
        throw .usage("tap", usage, "no page failed with a Retry button")
      }
      point = ViewPoint(
        x: strip.frame.minX + button.frame.midX,
        y: strip.frame.minY + button.frame.midY - view.contentOffset.y)
    }
    note("tap at (\(point.x.compact), \(point.y.compact))")
    if !view.tap(at: point) { note("nothing there takes taps") }
  }

  /// Where `tap section S [button]` taps: the middle of the section's placeholder, or of its
  /// button, where it is drawn (section placeholders scroll with the rows).
  private func sectionTapPoint(_ section: Int, button: Bool) throws(CommandError) -> ViewPoint {
    let usage = "tap section S [button]"
    guard let view = list.emptyState.sectionPlaceholderView(forSection: section) else {
      throw .usage("tap", usage, "section \(section) shows no placeholder")
    }
    var target: ViewNode = view
    if button {
      guard let node = view.buttonNode, !node.isHidden else {
        throw .usage("tap", usage, "section \(section)'s placeholder has no button")
      }
      target = node
    }
    let center = ViewPoint(x: target.bounds.midX, y: target.bounds.midY)
    return target.convert(center, to: list.view)
  }

  /// Writes the current picture as SVG to `path`.
  func exportSVG(to path: String) throws(CommandError) {
    let svg = SVGRenderer().render(list.view)
    do {
      try writeFile(svg, path)
    } catch {
      throw .usage("svg", "svg FILE", "cannot write '\(path)': \(error)")
    }
    note("wrote \(path) (\(svg.utf8.count) bytes of SVG)")
  }
}
