#if canImport(UIKit)
  import UIKit
  import EmptyState

  /// Which UIKit view draws a node.
  enum DrawnKind: Equatable {
    case label
    case image
    case button
    case activityIndicator(ActivityIndicatorNode.Style)
    case tapTarget
    case container

    /// The kind that draws `node` now (a node that gains a tap action becomes a control).
    @MainActor
    init(_ node: ViewNode) {
      switch node {
      case is LabelNode: self = .label
      case is ImageNode: self = .image
      case is ButtonNode: self = .button
      case let indicator as ActivityIndicatorNode: self = .activityIndicator(indicator.style)
      default: self = node.tapAction == nil ? .container : .tapTarget
      }
    }

    /// Whether the view holds the views of the node's subviews.
    var holdsSubviews: Bool {
      self == .container || self == .tapTarget
    }

    /// A new view of this kind; a button's or control's action runs the node's tap action.
    @MainActor
    func makeView(for node: ViewNode) -> UIView {
      switch self {
      case .label:
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        return label
      case .image:
        return UIImageView(image: nil)
      case .button:
        let button = UIButton(type: .system)
        button.addAction(Self.tapAction(for: node), for: .primaryActionTriggered)
        return button
      case .activityIndicator(let style):
        return UIActivityIndicatorView(style: style == .large ? .large : .medium)
      case .tapTarget:
        let control = TapTargetView(frame: .zero)
        control.addAction(Self.tapAction(for: node), for: .touchUpInside)
        return control
      case .container:
        return PassThroughView(frame: .zero)
      }
    }

    /// An action that runs `node`'s tap action, as the mirror's own tap would.
    @MainActor
    private static func tapAction(for node: ViewNode) -> UIAction {
      UIAction { [weak node] _ in
        guard let node, let action = node.tapAction else { return }
        action(node)
      }
    }

    /// Copies visibility, opacity, touches, accessibility and content from `node` to `view`.
    @MainActor
    func configure(_ view: UIView, from node: ViewNode) {
      view.isHidden = node.isHidden
      view.alpha = CGFloat(node.opacity)
      view.isUserInteractionEnabled = node.isUserInteractionEnabled
      view.isAccessibilityElement = node.isAccessibilityElement
      view.accessibilityLabel = node.accessibilityLabel
      view.accessibilityIdentifier = node.accessibilityIdentifier
      view.accessibilityTraits = UIAccessibilityTraits(node.accessibilityTraits)
      switch (view, node) {
      case (let label as UILabel, let node as LabelNode):
        label.text = node.text
        label.textAlignment = NSTextAlignment(node.textAlignment)
        if let style = node.style {
          label.font = .systemFont(
            ofSize: CGFloat(style.font.size), weight: UIFont.Weight(style.font.weight))
          label.textColor = UIColor(style.color.resolved(for: node.traits.interfaceStyle))
        }
      case (let button as UIButton, let node as ButtonNode):
        button.setTitle(node.title, for: .normal)
        button.setImage(node.image.flatMap { UIImage(named: $0.name) }, for: .normal)
      case (let imageView as UIImageView, let node as ImageNode):
        imageView.image = node.image.flatMap { UIImage(named: $0.name) }
      case (let indicator as UIActivityIndicatorView, _):
        if node.isHidden { indicator.stopAnimating() } else { indicator.startAnimating() }
      case (let container as PassThroughView, _):
        container.passesTouchesThrough = node.passesTouchesThrough
      default:
        break
      }
    }
  }

  /// A container that lets a touch on itself through when its node does.
  final class PassThroughView: UIView {
    /// Whether a touch on the view itself goes through it.
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self && passesTouchesThrough ? nil : hit
    }
  }

  /// A container whose node has a tap action: a control, so a tap on it runs the action.
  final class TapTargetView: UIControl {}

  extension UIAccessibilityTraits {
    /// UIKit's traits for a node's.
    init(_ traits: ViewAccessibilityTraits) {
      self = []
      if traits.contains(.button) { insert(.button) }
      if traits.contains(.image) { insert(.image) }
      if traits.contains(.staticText) { insert(.staticText) }
      if traits.contains(.header) { insert(.header) }
      if traits.contains(.updatesFrequently) { insert(.updatesFrequently) }
    }
  }

  extension NSTextAlignment {
    /// UIKit's alignment for a drawn line's.
    init(_ alignment: DisplayItem.TextAlignment) {
      switch alignment {
      case .left: self = .left
      case .center: self = .center
      case .right: self = .right
      }
    }
  }

  extension UIFont.Weight {
    /// UIKit's weight for a font style's.
    init(_ weight: FontStyle.Weight) {
      switch weight {
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }

  extension UIColor {
    /// The color of `color`'s components.
    convenience init(_ color: ColorValue) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }
#endif
