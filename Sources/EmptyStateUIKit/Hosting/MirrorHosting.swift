#if canImport(UIKit)
  import UIKit
  import EmptyState

  /// What both UIKit lists share: the mirror, its drawing, announcements and pan gating.
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

    /// Connects the empty state once, after giving the mirror the host's traits and geometry.
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
      // Drawn after each event, for the app's listeners, and when the work of a call ends, for
      // what changes without an event (a configuration rebuilding the shown placeholder).
      controller.didFinishWork = { [weak self] in self?.render() }
      tokens.append(controller.onEvent { [weak self] _, _ in self?.render() })
      tokens.append(controller.onSectionEvent { [weak self] _, _ in self?.render() })
    }

    /// The host laid out: the mirror takes its geometry and checks its counts; views follow.
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

    /// Draws the mirror's subviews but its stand-ins for the host's header and footer.
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

    /// Whether a pan may begin: unless a placeholder blocks scrolling, or else a pull to refresh.
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
