/// What a placeholder provider computes the placeholder from: the phase and its error, whether
/// the list has rows, the search query and the app's own state.
///
/// It is UIKit's content-unavailable configuration state for a list: a provider
/// (``EmptyStateConfiguration/placeholderProvider``) receives it whenever one of these inputs
/// changed, and returns the placeholder to show.
///
/// ```swift
/// orders.emptyState.configuration.placeholderProvider = { orders, context in
///   switch context.error {
///   case OrdersError.offline?: try? EmptyStatePlaceholder(title: "You are offline")
///   case _?: .failure(title: "Could not load orders")
///   case nil: nil  // the configured placeholder
///   }
/// }
/// ```
public struct PlaceholderContext {
  /// The name of a value of the app's own in ``EmptyStateController/customState``.
  ///
  /// Declare keys as static members, like `Notification.Name`.
  public struct Key: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name as text.
    public let rawValue: String

    /// Creates a key from text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) {
      self.init(rawValue: value)
    }

    /// The name as text.
    public var description: String { rawValue }
  }

  /// Which placeholder the decision table selected: the provider gives its content.
  public let kind: PlaceholderKind
  /// The phase the placeholder is for (during a load's show delay, the phase before the load).
  public let phase: ContentPhase
  /// Whether the list has at least one row or item.
  public let hasContent: Bool
  /// What the user searched for, if a search is active (``EmptyStateController/searchQuery``).
  public let searchQuery: String?
  /// The app's own values (``EmptyStateController/customState``).
  public let customState: [Key: AnyHashable]

  /// The error of a failed phase; `nil` in every other phase.
  public var error: (any Error)? {
    guard case .failed(let error) = phase else { return nil }
    return error
  }

  /// The app's value for `key`, if any.
  ///
  /// - Parameter key: A key the app set in ``EmptyStateController/customState``.
  public subscript(key: Key) -> AnyHashable? {
    customState[key]
  }
}
