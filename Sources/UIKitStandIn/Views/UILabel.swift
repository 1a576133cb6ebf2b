/// A view that displays one or more lines of informational text.
///
/// [UILabel](https://developer.apple.com/documentation/uikit/uilabel)
@MainActor
open class UILabel: UIView {
  /// The text that the label displays.
  open var text: String?

  /// The font of the text.
  open var font: UIFont?

  /// The color of the text.
  open var textColor: UIColor?

  /// The technique for aligning the text.
  open var textAlignment = NSTextAlignment.natural

  /// The maximum number of lines for rendering text; 0 for as many as needed.
  open var numberOfLines = 1

  /// Creates a label: an accessibility element with the static-text trait.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // Standard UIKit controls are accessible by default:
    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// Creates a label from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The label's accessibility label: the one set, or its text.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }
}

/// Constants that specify text alignment.
///
/// [NSTextAlignment](https://developer.apple.com/documentation/uikit/nstextalignment)
public enum NSTextAlignment: Int, Sendable {
  /// Text is visually left aligned.
  case left = 0
  /// Text is visually center aligned.
  case center = 1
  /// Text is visually right aligned.
  case right = 2
  /// Text is justified.
  case justified = 3
  /// Text uses the default alignment for the current localization of the app.
  case natural = 4
}

/// An object that displays a single image or a sequence of animated images in your interface.
///
/// [UIImageView](https://developer.apple.com/documentation/uikit/uiimageview)
@MainActor
open class UIImageView: UIView {
  /// The image displayed in the image view.
  open var image: UIImage?

  /// Creates an image view with the specified image; its frame is zero without an image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view with a frame and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an image view from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A view that shows that a task is in progress.
///
/// [UIActivityIndicatorView](https://developer.apple.com/documentation/uikit/uiactivityindicatorview)
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The basic appearance of the activity indicator.
  open var style: Style

  /// A Boolean value that controls whether the activity indicator is hidden when the animation
  /// is stopped.
  open var hidesWhenStopped = true

  /// A Boolean value that indicates whether the activity indicator is currently running its
  /// animation.
  public private(set) var isAnimating = false

  /// Creates an activity indicator with the specified style; hidden until it animates.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// Creates an activity indicator from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
  }

  /// Starts the animation of the activity indicator.
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops the animation of the activity indicator.
  open func stopAnimating() {
    isAnimating = false
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    if hidesWhenStopped { isHidden = true }
  }

  /// The visual style of the activity indicator.
  ///
  /// [UIActivityIndicatorView.Style](https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum)
  public enum Style: Int, Sendable {
    /// The default style of medium size.
    case medium = 100
    /// The default style of large size.
    case large = 101
  }
}
