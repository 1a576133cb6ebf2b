/// The base class for concrete gesture recognizers.
///
/// [UIGestureRecognizer](https://developer.apple.com/documentation/uikit/uigesturerecognizer)
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The view the gesture recognizer is attached to.
  open internal(set) weak var view: UIView?

  /// A Boolean property that indicates whether the gesture recognizer is enabled.
  open var isEnabled = true

  /// The current state of the gesture recognizer.
  open internal(set) var state = State.possible

  /// Creates a gesture recognizer with no target.
  public override init() {
    super.init()
  }

  /// The current state a gesture recognizer is in.
  ///
  /// [UIGestureRecognizer.State](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum)
  public enum State: Int, Sendable {
    /// The gesture recognizer hasn't yet recognized its gesture.
    case possible = 0
    /// The gesture recognizer has received touch objects recognized as a continuous gesture.
    case began = 1
    /// The gesture recognizer has received touches recognized as a change to a continuous
    /// gesture.
    case changed = 2
    /// The gesture recognizer has received touches recognized as the end of a continuous
    /// gesture.
    case ended = 3
    /// The gesture recognizer has received touches resulting in the cancellation of a
    /// continuous gesture.
    case cancelled = 4
    /// The gesture recognizer has received a touch sequence that can't be recognized as the
    /// gesture.
    case failed = 5
  }
}

/// A continuous gesture recognizer that interprets panning gestures.
///
/// [UIPanGestureRecognizer](https://developer.apple.com/documentation/uikit/uipangesturerecognizer)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far the finger moved since the gesture began, in the view's coordinates.
  var standInTranslation = CGPoint.zero

  /// The translation of the pan gesture in the coordinate system of the specified view.
  open func translation(in view: UIView?) -> CGPoint {
    standInTranslation
  }
}
