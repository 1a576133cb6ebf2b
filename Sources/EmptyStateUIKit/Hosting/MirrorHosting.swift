#if canImport(UIKit)
  import UIKit
  import EmptyState

  /// What a UIKit list and its mirror share: the mirror's host, its geometry and traits copied
  /// in, its placeholders drawn with UIKit views, its announcements posted, and whether a pan
  /// may scroll. Both list subclasses are thin faces over it.
  @MainActor
  final class MirrorHosting<Mirror: ListMirror> {
    /// The headless list that decides; its counts come from `host`.
    let mirror: Mirror
    /// The UIKit list the mirror copies.
    private weak var host: UIScrollView?
    /// Draws the mirror's subviews with UIKit views in `host`.
    private let renderer: PlaceholderRenderer
    /// The listeners kept once the empty state is first used through the host.
    private var tokens: [HookToken] = []
    /// Whether the host has a header or footer view, which the mirror stands in for.
    private var hostHasHeader = false
    private var hostHasFooter = false

    init<Host: UIScrollView & ListMirrorHost>(mirror: Mirror, host: Host) {
      self.mirror = mirror
      self.host = host
      renderer = PlaceholderRenderer(host: host)
      mirror.host = host
    }

    /// Connects the empty state once: announcements are posted, events redraw; the mirror
    /// takes the host's traits and geometry first, so what it shows is laid out for the host.
    func connect(geometry: MirrorGeometry) {
      guard tokens.isEmpty, let host else { return }
      mirror.hostTraitsDidChange(ViewTraits(host.traitCollection))
      hostHasHeader = geometry.headerHeight > 0
      hostHasFooter = geometry.footerHeight > 0
      mirror.hostDidLayout(geometry)
      let controller = mirror.emptyState
      tokens.append(
        controller.onAnnouncement { _, announcement in
          // Spoken by VoiceOver; the text is the placeholder's title, then its description.
          UIAccessibility.post(notification: .announcement, argument: announcement.text)
        })
      tokens.append(controller.onEvent { [weak self] _, _ in self?.render() })
      tokens.append(controller.onSectionEvent { [weak self] _, _ in self?.render() })
    }

    /// The host laid out: the mirror takes its geometry, checks its counts, and the views
    /// follow.
    func hostDidLayout(_ geometry: MirrorGeometry) {
      hostHasHeader = geometry.headerHeight > 0
      hostHasFooter = geometry.footerHeight > 0
      mirror.hostDidLayout(geometry)
      render()
    }

    /// The host's traits changed: the mirror takes them, and the views follow.
    func hostTraitsDidChange(_ traits: UITraitCollection) {
      mirror.hostTraitsDidChange(ViewTraits(traits))
      render()
    }

    /// Draws what the mirror shows now, skipping the mirror's stand-ins for the host's own
    /// header and footer (a header or footer of the mirror's own, such as a page's spinner,
    /// is drawn).
    func render() {
      guard let host else { return }
      let header = hostHasHeader ? mirror.headerView : nil
      let footer = hostHasFooter ? mirror.footerView : nil
      renderer.render(mirror, skipping: [header, footer, mirror.backgroundView], in: host)
    }

    /// The UIKit view drawing `node`, if it is drawn.
    func view(for node: ViewNode) -> UIView? {
      renderer.view(for: node)
    }

    /// Whether the pan `gesture` of `host` may begin: always, unless a shown placeholder blocks
    /// scrolling; then only a pull down from the top while a refresh control is there, so the
    /// pull to refresh still works over an empty list.
    func panMayBegin(_ gesture: UIPanGestureRecognizer, refreshControl: UIRefreshControl?) -> Bool {
      guard let host, !mirror.allowsScrolling else { return true }
      guard refreshControl != nil else { return false }
      let atTop = host.bounds.minY <= -host.adjustedContentInset.top
      return atTop && gesture.translation(in: host).y > 0
    }
  }

  extension MirrorGeometry {
    /// What `scrollView`'s layout found, with the heights of its header and footer views.
    @MainActor
    init(_ scrollView: UIScrollView, headerHeight: CGFloat, footerHeight: CGFloat) {
      self.init(
        size: ViewSize(
          width: Double(scrollView.bounds.width), height: Double(scrollView.bounds.height)),
        contentOffset: ViewPoint(
          x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
        adjustedContentInset: ViewInsets(scrollView.adjustedContentInset),
        safeAreaInsets: ViewInsets(scrollView.safeAreaInsets), headerHeight: Double(headerHeight),
        footerHeight: Double(footerHeight))
    }
  }

  extension ViewInsets {
    /// UIKit's insets.
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension ViewTraits {
    /// The traits a UIKit trait collection describes; unspecified ones are the defaults.
    @MainActor
    init(_ traits: UITraitCollection) {
      self.init(
        interfaceStyle: traits.userInterfaceStyle == .dark ? .dark : .light,
        textSize: Self.textSizes[traits.preferredContentSizeCategory] ?? .large,
        layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// UIKit's content size categories, by text size.
    private static let textSizes: [UIContentSizeCategory: TextSize] = [
      .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
      .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
      .extraExtraExtraLarge: .extraExtraExtraLarge, .accessibilityMedium: .accessibilityMedium,
      .accessibilityLarge: .accessibilityLarge,
      .accessibilityExtraLarge: .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
    ]
  }
#endif
