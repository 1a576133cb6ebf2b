public import ListViews

/// The area of a section's placeholder inside its section: as wide as the list, as tall as the
/// placeholder needs at that width, holding the ``PlaceholderView``.
///
/// The list places it (``ListView/setSectionView(_:forSection:)``); on each layout it measures
/// the placeholder for its width, takes that height (the list then moves what lies below), and
/// lays the placeholder out inside itself.
@MainActor
public final class SectionPlaceholderView: ViewNode {
  /// The placeholder shown in the section.
  public let placeholderView: PlaceholderView

  init(_ placeholderView: PlaceholderView) {
    self.placeholderView = placeholderView
    super.init(frame: .zero)
    passesTouchesThrough = true  // a tap beside the placeholder lands on the list
    do {
      try addSubview(placeholderView)
    } catch {
      report(.invalidHierarchy("a section placeholder cannot hold one of its own ancestors"))
    }
  }

  /// Takes the placeholder's height for `width`, before the list places the area.
  func fit(width: Double) {
    frame.size = ViewSize(width: width, height: placeholderView.fittingHeight(width: width))
  }

  /// Takes the placeholder's height for the width the list gave (the list then moves what lies
  /// below on its next pass, which any read of it runs), and lays the placeholder out.
  public override func layoutSubviews() {
    let height = placeholderView.fittingHeight(width: bounds.width)
    if height != frame.height { frame.size.height = height }
    placeholderView.layoutIfNeeded(in: bounds)
    super.layoutSubviews()
  }

  /// The area itself draws nothing; the placeholder inside it is drawn as a section's.
  public override func displayItem(in frame: ViewRect) -> DisplayItem? {
    nil
  }

  /// The placeholder is drawn in the role of a section placeholder.
  public override func displayItem(for subview: ViewNode, in frame: ViewRect) -> DisplayItem? {
    guard subview === placeholderView, var item = super.displayItem(for: subview, in: frame)
    else { return super.displayItem(for: subview, in: frame) }
    item.role = .sectionPlaceholder
    return item
  }
}

extension DisplayItem.Role {
  /// The box of a section's placeholder.
  public static let sectionPlaceholder: Self = "section-placeholder"
}
