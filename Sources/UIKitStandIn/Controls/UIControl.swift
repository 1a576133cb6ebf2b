/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
///
/// [UIControl](https://developer.apple.com/documentation/uikit/uicontrol)
@MainActor
open class UIControl: UIView {
  /// The actions added with `addAction(_:for:)`, each with its events.
  private var actions: [(action: UIAction, events: Event)] = []

  /// A Boolean value indicating whether the control is in the enabled state.
  open var isEnabled = true

  /// Associates the specified action with the control for the given events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes the specified action from the control for the given events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// Calls the action methods associated with the specified events.
  open func sendActions(for controlEvents: Event) {
    // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.standInSender = self
      entry.action.handler(entry.action)
    }
  }

  /// Constants describing the types of events possible for controls.
  ///
  /// [UIControl.Event](https://developer.apple.com/documentation/uikit/uicontrol/event)
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event's bits.
    public let rawValue: UInt

    /// Creates events from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch-down event in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch-up event in the control where the finger is inside the bounds of the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch dragging or otherwise manipulating a control, causing it to emit a series of
    /// different values.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A semantic action triggered by buttons.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Constants describing the state of a control.
  ///
  /// [UIControl.State](https://developer.apple.com/documentation/uikit/uicontrol/state)
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt

    /// Creates a state from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The normal, or default, state of a control.
    public static let normal = State([])
  }
}

/// A menu element that performs its action in a closure.
///
/// [UIAction](https://developer.apple.com/documentation/uikit/uiaction)
@MainActor
open class UIAction: NSObject {
  /// The action's title.
  public let title: String
  /// The closure the action runs.
  let handler: UIActionHandler
  /// The control that sent the action last.
  weak var standInSender: UIControl?

  /// Creates an action with the title and handler; the stand-in declares only these two of
  /// UIKit's parameters, which all have defaults but the handler.
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.title = title
    self.handler = handler
    super.init()
  }

  /// The object responsible for the action handler.
  open var sender: Any? {
    standInSender
  }
}

/// A type that defines the closure for an action handler.
///
/// [UIActionHandler](https://developer.apple.com/documentation/uikit/uiactionhandler)
public typealias UIActionHandler = (UIAction) -> Void
