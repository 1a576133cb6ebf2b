import EmptyState

/// What a person would see of a list's placeholder, read from the tree as it stands: no layout
/// pass is run first, so a check passes only if the call that changed the list left its tree
/// laid out.
@MainActor
enum ViewTreeCheck {
  /// The placeholder views in the list, back to front, read straight from its subviews.
  static func placeholderViews(in list: ListView) -> [PlaceholderView] {
    list.subviews.compactMap { $0 as? PlaceholderView }
  }

  /// The first problem with the tree of `list`, whose empty state shows `shown` (or nothing),
  /// or `nil` when the tree is what a person would see.
  ///
  /// With a shown placeholder: exactly one view of its kind (besides any view fading
  /// out, with `allowsFading`), pinned in front or behind, laid out in the content area, in the accessibility
  /// traversal and, unless it lets taps through or is invisible, hit by a tap at its centre.
  /// Without one: no placeholder view in the list (with `allowsFading`, but those fading out).
  /// Never: a list or view marked for a layout that has not run.
  static func problem(
    in list: ListView, shown: PlaceholderKind?, allowsFading: Bool = false
  ) -> String? {
    if list.needsLayout { return "the list is left marked for layout" }
    let views = placeholderViews(in: list)
    if let marked = views.first(where: \.needsLayout) {
      return "the \(marked.kind) view is left marked for layout"
    }
    guard let shown else {
      // A view fading out stays until its fade ends.
      return views.isEmpty || allowsFading ? nil : "\(views.count) placeholder views, none shown"
    }
    // Found in the tree, not through `emptyView`: nothing is read that could run a pass.
    guard let view = views.last(where: { $0.kind == shown }) else {
      return "the \(shown) placeholder is shown but no view of it is in the list"
    }
    if !allowsFading, views.count != 1 { return "\(views.count) placeholder views in the list" }
    if list.overlayView !== view && list.underlayView !== view {
      return "the shown view is neither the overlay nor the underlay"
    }
    return layoutProblem(of: view, in: list) ?? readingProblem(of: view, in: list)
  }

  /// Whether `view` lies in the list's content area, and was laid out.
  private static func layoutProblem(of view: PlaceholderView, in list: ListView) -> String? {
    let area = list.contentArea
    let frame = view.frame
    let inside =
      frame.minX >= area.minX - 0.001 && frame.maxX <= area.maxX + 0.001
      && frame.minY >= area.minY - 0.001 && frame.maxY <= area.maxY + 0.001
    if !inside { return "view frame \(frame) outside the content area \(area)" }
    if !frame.size.isValid { return "view frame \(frame) is not a valid size" }
    if view.layoutCount == 0 { return "the shown view was never laid out" }
    return nil
  }

  /// Whether a screen reader and a tap reach `view`.
  private static func readingProblem(of view: PlaceholderView, in list: ListView) -> String? {
    // What shows of the title is read: by the view as one element, or by the title itself
    // (a list too small for any part hides them all, and then nothing is read).
    let elements = list.accessibilityElements
    let title = view.titleNode
    if !title.isHidden, !elements.contains(where: { title.isDescendant(of: $0) }) {
      return "the shown title is not in the accessibility traversal"
    }
    // A view too small to hold a point, invisible or letting taps through takes none.
    guard view.frame.width > 0, view.frame.height > 0, view.opacity >= 0.01,
      !view.passesTouchesThrough, view.isUserInteractionEnabled
    else { return nil }
    let centre = ViewPoint(x: view.frame.midX, y: view.frame.midY)
    guard let hit = list.hitTest(centre), hit.isDescendant(of: view) else {
      return "a tap at the shown view's centre misses it"
    }
    return nil
  }
}
