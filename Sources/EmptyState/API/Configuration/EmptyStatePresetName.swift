/// The name of a placeholder an app defines once and attaches anywhere by name.
///
/// Declare names as static members, like `Notification.Name`:
///
/// ```swift
/// extension EmptyStatePresetName {
///   static let noOrders: EmptyStatePresetName = "noOrders"
/// }
/// ```
public struct EmptyStatePresetName: RawRepresentable, Hashable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The name as text.
  public let rawValue: String

  /// Creates a name from text.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a name from a string literal.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// The name as text.
  public var description: String { rawValue }
}
