/// A control that executes your custom code in response to user interactions.
///
/// [UIButton](https://developer.apple.com/documentation/uikit/uibutton)
@MainActor
open class UIButton: UIControl {
  /// The title for the normal state.
  private var normalTitle: String?
  /// The image for the normal state.
  private var normalImage: UIImage?

  /// The button's type.
  public let buttonType: ButtonType

  /// Creates and returns a new button of the specified type: an accessibility element with the
  /// button trait.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    // Standard UIKit controls are accessible by default:
    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  /// Creates a custom button with a frame.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  /// Creates a button from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// Sets the title to use for the specified state; the stand-in keeps the normal state's only.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    if state == .normal { normalTitle = title }
  }

  /// Returns the title that the button displays for the specified state.
  open func title(for state: UIControl.State) -> String? {
    normalTitle
  }

  /// Sets the image to use for the specified state; the stand-in keeps the normal state's only.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    if state == .normal { normalImage = image }
  }

  /// Returns the image that the button displays for the specified state.
  open func image(for state: UIControl.State) -> UIImage? {
    normalImage
  }

  /// The button's accessibility label: the one set, or its title.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? normalTitle }
    set { super.accessibilityLabel = newValue }
  }

  /// Button types.
  ///
  /// [UIButton.ButtonType](https://developer.apple.com/documentation/uikit/uibutton/buttontype)
  public enum ButtonType: Int, Sendable {
    /// No button style.
    case custom = 0
    /// A system style button, such as those shown in navigation bars and toolbars.
    case system = 1
  }
}

/// Constants that describe how an accessibility element behaves.
///
/// [UIAccessibilityTraits](https://developer.apple.com/documentation/uikit/uiaccessibilitytraits)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Creates traits from their bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The accessibility element has no traits.
  public static let none = UIAccessibilityTraits([])
  /// The accessibility element is a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The accessibility element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The accessibility element is static text that the user can't change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The accessibility element frequently updates its label or value.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
  /// The accessibility element is a header that divides content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
