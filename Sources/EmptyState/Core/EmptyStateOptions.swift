/// How placeholders behave; every option is read by the machinery and tested.
public struct EmptyStateOptions: Hashable, Sendable {
  /// When a placeholder is shown.
  public enum Display: Hashable, Sendable {
    /// As the decision table says (the default).
    case automatic
    /// Always the current phase's placeholder, even over content ("forced display").
    case always
  }

  /// What the list's own content does while a refresh loads or fails.
  public enum Refresh: Hashable, Sendable {
    /// Existing rows stay visible.
    case keepContent
    /// The loading and failure placeholders replace existing rows.
    case replaceContent
  }

  /// Whether the list may scroll while a placeholder is shown.
  public enum Scrolling: Hashable, Sendable {
    /// Scrolling stays as the list has it (the default).
    case allowed
    /// Scrolling is blocked while shown.
    case blocked
  }

  /// Who receives a tap on the placeholder outside its button.
  public enum Touches: Hashable, Sendable {
    /// The placeholder (its tap action, if any); the list underneath gets nothing (the default).
    case placeholder
    /// The list underneath, as if the placeholder were not there; the button still works.
    case passThrough
  }

  /// What happens after the placeholder's button is tapped.
  public enum ButtonTap: Hashable, Sendable {
    /// The placeholder stays (the default).
    case keepPlaceholder
    /// The placeholder is dismissed until the decision changes (it removes itself when tapped).
    case dismissPlaceholder
  }

  /// Where the placeholder sits relative to the list's content.
  public enum Placement: Hashable, Sendable {
    /// In front of everything, as the front-most subview (the default).
    case front
    /// Behind the rows, as the list's background.
    case background
  }

  /// When a placeholder decided while the list's content changes appears.
  public enum Presentation: Hashable, Sendable {
    /// As soon as it is decided, inside the change (the default).
    case atDecision
    /// Once the change has ended and the completions of its batch have run.
    case afterCompletion
  }

  /// When a placeholder is shown.
  public var display: Display
  /// What existing content does during a refresh.
  public var refresh: Refresh
  /// Whether the list may scroll while a placeholder is shown.
  public var scrolling: Scrolling
  /// Who receives taps outside the button.
  public var touches: Touches
  /// What happens after the button is tapped.
  public var buttonTap: ButtonTap
  /// In front of the content or behind it.
  public var placement: Placement
  /// When a managed load's loading placeholder appears and how long it stays.
  public var loadingTiming: LoadingTiming
  /// When a placeholder decided during a content change appears.
  public var presentation: Presentation
  /// Whether screen readers are told when a placeholder appears or changes, and how often at
  /// most (``EmptyStateController/onAnnouncement(_:)``).
  public var announcements: Announcements
  var transitionsBox: ValueBox<Transitions>?

  /// Creates options; every argument has the documented default.
  ///
  /// - Parameters:
  ///   - display: When a placeholder is shown.
  ///   - refresh: What existing content does during a refresh.
  ///   - scrolling: Whether the list may scroll while a placeholder is shown.
  ///   - touches: Who receives taps outside the button.
  ///   - buttonTap: What happens after the button is tapped.
  ///   - placement: In front of the content or behind it.
  ///   - loadingTiming: When a managed load's loading placeholder appears and how long it stays.
  ///   - presentation: When a placeholder decided during a content change appears.
  ///   - transitions: How placeholders appear, disappear and replace one another.
  ///   - announcements: Whether screen readers are told, and how often at most.
  public init(
    display: Display = .automatic, refresh: Refresh = .keepContent,
    scrolling: Scrolling = .allowed, touches: Touches = .placeholder,
    buttonTap: ButtonTap = .keepPlaceholder, placement: Placement = .front,
    loadingTiming: LoadingTiming = .standard,
    presentation: Presentation = .atDecision, transitions: Transitions = .none,
    announcements: Announcements = .standard
  ) {
    self.display = display
    self.refresh = refresh
    self.scrolling = scrolling
    self.touches = touches
    self.buttonTap = buttonTap
    self.placement = placement
    self.loadingTiming = loadingTiming
    self.presentation = presentation
    self.announcements = announcements
    self.transitions = transitions
  }
}
