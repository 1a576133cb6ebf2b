// The old names of renamed API, kept for one version so that code written against them still
// builds, with a warning that names the new one (see CHANGELOG.md, "Migrating from earlier
// code"). Each forwards to the new name and adds no behaviour of its own.

/// The old name of ``ScrollingView``, which clashed with SwiftUI's `ScrollView` in a file that
/// imports both.
@available(*, deprecated, renamed: "ScrollingView")
public typealias ScrollView = ScrollingView

/// The old name of ``PlainTextRenderer``, which clashed with SwiftUI's `TextRenderer`.
@available(*, deprecated, renamed: "PlainTextRenderer")
public typealias TextRenderer = PlainTextRenderer

/// The old name of ``ViewAccessibilityTraits``, which clashed with SwiftUI's
/// `AccessibilityTraits`.
@available(*, deprecated, renamed: "ViewAccessibilityTraits")
public typealias AccessibilityTraits = ViewAccessibilityTraits

extension ScrollingView {
  /// The old name of ``contentArea``: the area is where any view over or behind the content
  /// belongs.
  @available(*, deprecated, renamed: "contentArea")
  public var emptyStateArea: ViewRect {
    contentArea
  }

  /// The old, unbounded form of ``visibleCells(limit:)``: at most
  /// ``DisplayList/maximumCells`` cells, as the renderers draw them.
  ///
  /// The cells are ``DisplayItem`` values now (their `lines` hold the text); `CellSnapshot` is
  /// gone. A subclass overrides ``visibleCells(limit:)``, not this.
  @available(
    *, deprecated, renamed: "visibleCells(limit:)",
    message: "cells are DisplayItem values now; pass the most cells you want"
  )
  public func visibleCells() -> [DisplayItem] {
    visibleCells(limit: DisplayList.maximumCells)
  }
}

extension ListContainer {
  /// The old name of ``ListContainer/contentArea``.
  ///
  /// A container that implemented `emptyStateArea` implements ``ListContainer/contentArea``
  /// instead: the old name is no requirement, so its own would never be asked.
  @available(*, deprecated, renamed: "contentArea")
  public var emptyStateArea: ViewRect {
    contentArea
  }
}
