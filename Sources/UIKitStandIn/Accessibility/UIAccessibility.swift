/// The accessibility functions UIKit gives apps: here, posting notifications to assistive
/// apps.
///
/// [UIAccessibility](https://developer.apple.com/documentation/uikit/uiaccessibility)
public enum UIAccessibility {
  /// Posts a notification to assistive apps.
  ///
  /// The stand-in has no assistive app: it keeps each notification, in order, for tests to
  /// read (``standInPostedNotifications``).
  @MainActor
  public static func post(notification: Notification, argument: Any?) {
    // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    standInPostedNotifications.append((notification, argument))
  }

  /// Every notification posted so far, in order, with its argument: what an assistive app
  /// would have received (shared by the whole process, as UIKit's are).
  @_spi(StandIn) @MainActor public static var standInPostedNotifications:
    [(notification: Notification, argument: Any?)] = []

  /// A notification that an app posts to assistive apps.
  ///
  /// [UIAccessibility.Notification](https://developer.apple.com/documentation/uikit/uiaccessibility/notification)
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The notification's number.
    public let rawValue: UInt32

    /// Creates a notification from its number.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// A notification that an app posts when it needs to convey an announcement to the
    /// assistive app; its argument is the announcement's string.
    public static let announcement = Notification(rawValue: 1008)
    /// A notification that an app posts when the layout of a screen changes; its argument is
    /// the element to move to, or `nil`.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// A notification that an app posts when a new view appears that occupies a major portion
    /// of the screen.
    public static let screenChanged = Notification(rawValue: 1000)
  }
}
