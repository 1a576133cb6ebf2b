import EmptyState

/// The Sandbox's own description of the placeholders, options and predicate, for any kind of
/// list: it outlives a switch between table and collection, and is rebuilt for each list's type.
///
/// Its actions receive the list as any list, as those of presets do, so a preset is one of its
/// placeholders as it is.
typealias SandboxPlaceholders = EmptyStateConfiguration<any ListContainer>

@MainActor
extension EmptyStateConfiguration<any ListContainer> {
  /// The same configuration for `list`, whose actions and predicate receive it as its own type.
  ///
  /// A placeholder the library refuses (left with nothing to show) is left out and reported to
  /// the list as ``ListDiagnostic/invalidConfiguration(_:)``.
  func typed<Typed: ListContainer>(for list: Typed) -> EmptyStateConfiguration<Typed> {
    var typed = EmptyStateConfiguration<Typed>(appearance: appearance, options: options)
    for kind in PlaceholderKind.allCases {
      do {
        typed[kind] = try self[kind]?.typed(for: Typed.self)
      } catch {
        list.report(
          .invalidConfiguration("sandbox: the \(kind.rawValue) placeholder is left out: \(error)"))
      }
    }
    if let shouldDisplay {
      typed.shouldDisplay = { list in shouldDisplay(list) }
    }
    if let contentRule {
      typed.contentRule = EmptyStateContentRule { list in contentRule.hasContent(list) }
    }
    if let sections {
      // The rule is a type of its own for each type of list.
      let keeps = sections.whileListPlaceholderShows == .keepSectionPlaceholders
      typed.sections = SectionPlaceholders<Typed>(
        appearance: sections.appearance,
        whileListPlaceholderShows: keeps ? .keepSectionPlaceholders : .hideSectionPlaceholders
      ) { list, section in
        // The Sandbox's placeholders have a title: one the library refuses stays out.
        try? sections.provider(list, section)?.typed(for: Typed.self)
      }
    }
    return typed
  }
}

@MainActor
extension EmptyStatePlaceholder<any ListContainer> {
  /// The same placeholder for lists of type `Typed`.
  func typed<Typed: ListContainer>(for _: Typed.Type) throws(EmptyStateError)
    -> EmptyStatePlaceholder<Typed>
  {
    var onTap: EmptyStatePlaceholder<Typed>.Action?
    if let action = self.onTap {
      onTap = { list in action(list) }
    }
    var typed = try EmptyStatePlaceholder<Typed>(
      image: image, title: title, detail: detail, button: button?.typed(for: Typed.self),
      secondaryButton: secondaryButton?.typed(for: Typed.self), customView: customView,
      appearance: appearance,
      accessibilityIdentifier: accessibilityIdentifier, onTap: onTap)
    typed.activityIndicator = activityIndicator
    return typed
  }
}

@MainActor
extension PlaceholderButton<any ListContainer> {
  /// The same button for lists of type `Typed`.
  func typed<Typed: ListContainer>(for _: Typed.Type) throws(EmptyStateError)
    -> PlaceholderButton<Typed>
  {
    var typed: EmptyStatePlaceholder<Typed>.Action?
    if let action {
      typed = { list in action(list) }
    }
    return try PlaceholderButton<Typed>(title: title, image: image, action: typed)
  }
}
