import EmptyState

extension SandboxSession {
  /// Runs the commands for appearance, traits and transitions.
  func runAppearanceCommand(_ command: AppearanceCommand) throws(CommandError) {
    switch command {
    case .align(let alignment):
      note("alignment: \(alignment.vertical.rawValue), \(alignment.horizontal.rawValue)")
      changeAppearance { $0.alignment = alignment }
    case .margins(let margins):
      note(
        "layout margins: top \(margins.top.compact), leading \(margins.leading.compact), "
          + "bottom \(margins.bottom.compact), trailing \(margins.trailing.compact)")
      changeAppearance { $0.layoutMargins = margins }
    case .safeArea(let insets):
      list.view.safeAreaInsets = insets
      note("the list's safe area insets are now \(describe(insets))")
    case .safeAreaRule(let rule):
      note("the placeholder \(rule == .respect ? "stays out of" : "ignores") the safe area")
      changeAppearance { $0.safeArea = rule }
    case .spacing(let spacing):
      note("spacing: \(spacing.compact)")
      changeAppearance { $0.spacing = spacing }
    case .gap(let gap, let value):
      note("gap \(gap.rawValue): \(value.map(\.compact) ?? "the spacing")")
      changeAppearance { appearance in
        var gaps = appearance.gaps ?? PlaceholderGaps()
        switch gap {
        case .imageText: gaps.imageToText = value
        case .textDetail: gaps.textToSecondaryText = value
        case .textButton: gaps.textToButton = value
        case .buttons: gaps.buttonToSecondaryButton = value
        }
        appearance.gaps = gaps
      }
    case .secondary(let title):
      try setSecondaryButton(title)
    case .background(let color, let radius, let inset):
      note(
        color.map {
          "background \(Self.describe($0)), radius \(radius.compact), inset \(inset.compact)"
        }
          ?? "no background")
      changeAppearance { appearance in
        appearance.backgroundColor = color
        appearance.backgroundCornerRadius = radius
        appearance.backgroundInsets = DirectionalInsets(all: inset)
      }
    case .color(let part, let color):
      note("\(part.rawValue) colour: \(Self.describe(color))")
      changeAppearance { appearance in
        let defaults = EmptyStateAppearance()
        switch part {
        case .title: appearance.titleStyle = TextStyle(font: defaults.titleStyle.font, color: color)
        case .detail:
          appearance.detailStyle = TextStyle(font: defaults.detailStyle.font, color: color)
        case .button:
          appearance.buttonStyle = TextStyle(font: defaults.buttonStyle.font, color: color)
        case .secondary:
          appearance.secondaryButtonStyle = TextStyle(
            font: defaults.secondaryButtonStyle.font, color: color)
        }
      }
    case .trait(let trait):
      setTrait(trait)
    case .overflow(let overflow):
      note("overflow: \(overflow.rawValue)")
      changeAppearance { $0.overflow = overflow }
    case .scrollPlaceholder(let offset):
      guard let view = list.emptyState.view, list.emptyState.isShown else {
        throw .usage("scroll-placeholder", "scroll-placeholder Y", "no placeholder is shown")
      }
      view.contentOffset = ViewPoint(x: 0, y: offset)
      note(
        "placeholder scrolled to \(view.contentOffset.y.compact) of "
          + "\(max(0, view.contentSize.height - view.frame.height).compact)")
    case .transition(let transitions):
      note(Self.describe(transitions))
      changePlaceholders { $0.options.transitions = transitions }
    case .sectionStrips(let header, let footer):
      try setSectionStrips(header: header, footer: footer)
    }
  }

  /// Gives the list the traits, safe area and section strips the Sandbox keeps for it, after
  /// a switch between table and collection.
  func carryPresentation(from old: ListView, to new: ListView) {
    new.traitOverrides = old.traitOverrides
    new.safeAreaInsets = old.safeAreaInsets
    if let old = old as? CollectionView, let new = new as? CollectionView {
      new.sectionHeaderHeight = old.sectionHeaderHeight
      new.sectionFooterHeight = old.sectionFooterHeight
    }
  }

  /// The fade under way, for the status line: empty when nothing fades.
  var fadeStatus: String {
    guard list.emptyState.isTransitioning, let view = list.emptyState.view else { return "" }
    return ", fading (opacity \(Self.hundredths(view.opacity)))"
  }

  /// Changes the list's appearance overrides and gives them to the list at once.
  private func changeAppearance(_ change: (inout EmptyStateAppearance.Overrides) -> Void) {
    changePlaceholders { configuration in
      var appearance = configuration.appearance ?? EmptyStateAppearance.Overrides()
      change(&appearance)
      configuration.appearance = appearance
    }
  }

  private func setSecondaryButton(_ title: String?) throws(CommandError) {
    guard var placeholder = placeholders.empty else {
      throw .usage("secondary", "secondary TEXT | secondary none", "attach an empty view first")
    }
    do {
      placeholder.secondaryButton = try title.map { title throws(EmptyStateError) in
        try PlaceholderButton(title: title) { [weak self] _ in
          self?.note("secondary button action ran")
        }
      }
    } catch {
      throw .usage("secondary", "secondary TEXT", error.description)
    }
    changePlaceholders { $0.empty = placeholder }
    note(
      title.map { "empty placeholder's secondary button: \"\($0)\"" } ?? "secondary button removed")
  }

  private func setTrait(_ trait: AppearanceCommand.Trait) {
    switch trait {
    case .style(let style):
      list.view.traitOverrides.interfaceStyle = style
      note("interface style: \(style.rawValue) (colours show in svg)")
    case .textSize(let size):
      list.view.traitOverrides.textSize = size
      note("text size: \(size.rawValue) (scale \(Self.hundredths(size.scale)))")
    case .direction(let direction):
      list.view.traitOverrides.layoutDirection = direction
      note("layout direction: \(direction == .leftToRight ? "left to right" : "right to left")")
    }
  }

  private func setSectionStrips(header: Double, footer: Double) throws(CommandError) {
    guard case .collection(let collection) = list.typed else {
      throw .usage(
        "section-strips", "section-strips HEADER FOOTER", "switch to a collection first")
    }
    collection.sectionHeaderHeight = header
    collection.sectionFooterHeight = footer
    note("section headers \(header.compact) high, footers \(footer.compact) high")
  }

  /// `value` to two decimals, without a decimal point when it is whole.
  private static func hundredths(_ value: Double) -> String {
    ((value * 100).rounded() / 100).compact
  }

  private static func describe(_ color: ColorValue) -> String {
    color.dark.map { "\(color.hexString) (dark \($0.hexString))" } ?? color.hexString
  }

  private static func describe(_ transitions: EmptyStateOptions.Transitions) -> String {
    guard let appear = transitions.appear else { return "transitions: none" }
    let delay = appear.delay > .zero ? " after \(SandboxLoads.format(appear.delay))" : ""
    return
      "transitions: fade in\(delay), out and across in \(SandboxLoads.format(appear.duration)), "
      + (appear.curve == .linear ? "linear" : "easing in and out")
  }
}
