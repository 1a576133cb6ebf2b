/// An abstract interface for responding to and handling events.
///
/// [UIResponder](https://developer.apple.com/documentation/uikit/uiresponder)
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }
}

/// An object that describes a single user interaction with your app.
///
/// [UIEvent](https://developer.apple.com/documentation/uikit/uievent)
@MainActor
open class UIEvent: NSObject {}
