import EmptyState

/// What an appearance, trait or transition command of the Sandbox changes (see
/// `AppearanceCommandParser`).
enum AppearanceCommand: Equatable {
  /// A pair of parts with a gap of its own.
  enum Gap: String, Equatable, CaseIterable {
    case imageText = "image-text"
    case textDetail = "text-detail"
    case textButton = "text-button"
    case buttons
  }

  /// A part with a colour of its own.
  enum Part: String, Equatable, CaseIterable {
    case title
    case detail
    case button
    case secondary
  }

  /// One of the list's traits and its new value.
  enum Trait: Equatable {
    case style(ViewTraits.InterfaceStyle)
    case textSize(ViewTraits.TextSize)
    case direction(ViewTraits.LayoutDirection)
  }

  case align(PlaceholderAlignment)
  case margins(DirectionalInsets)
  case safeArea(ViewInsets)
  case safeAreaRule(EmptyStateMetrics.SafeArea)
  case spacing(Double)
  case gap(Gap, Double?)
  case secondary(String?)
  case background(ColorValue?, cornerRadius: Double, inset: Double)
  case color(Part, ColorValue)
  case trait(Trait)
  case overflow(EmptyStateMetrics.Overflow)
  case scrollPlaceholder(Double)
  case transition(EmptyStateOptions.Transitions)
  case sectionStrips(header: Double, footer: Double)
}
