public import ListViews

/// Placeholders for sections that have no rows or items, shown inside the section while other
/// sections show theirs (``EmptyStateConfiguration/sections``).
///
/// A section placeholder sits between its section's header and footer strips, as a row area of
/// the placeholder's height at the list's width; the rows of later sections move below it. It
/// is not a row: the data source's counts, index paths and diffs are untouched. It shows while
/// its section has no rows or items and ``provider`` gives a placeholder for it, and, by
/// default, not while the list's own placeholder is shown (``WhileListPlaceholderShows``).
///
/// ```swift
/// table.emptyState.configuration.sections = SectionPlaceholders { table, section in
///   section == 1 ? try? EmptyStatePlaceholder(title: "No posts yet") : nil
/// }
/// ```
///
/// With a diffable data source, give placeholders by section identifier
/// (``byIdentifier(_:in:appearance:whileListPlaceholderShows:)``).
public struct SectionPlaceholders<List> {
  /// Gives the placeholder of an empty section, or `nil` for none.
  public typealias Provider =
    @MainActor (_ list: List, _ section: Int) -> EmptyStatePlaceholder<List>?

  /// What section placeholders do while the list's own placeholder is shown.
  public enum WhileListPlaceholderShows: Hashable, Sendable {
    /// They are hidden: the list's placeholder speaks for the whole list (the default).
    case hideSectionPlaceholders
    /// They stay, and the list's placeholder lies below them, in the content area.
    case keepSectionPlaceholders
  }

  /// Asked for the placeholder of a section that became empty; `nil` shows none there.
  ///
  /// Asked only for sections whose emptiness changed since the last content change (every
  /// section after a change that inserts, deletes or moves sections, a new configuration, or
  /// the list's placeholder going away): keep it cheap and free of side effects.
  public var provider: Provider
  /// Changes to the appearance of section placeholders, over ``EmptyStateDefaults/appearance``
  /// (the list's own ``EmptyStateConfiguration/appearance`` does not apply to them); each
  /// placeholder's own appearance applies last.
  public var appearance: EmptyStateAppearance.Overrides?
  /// What they do while the list's own placeholder is shown.
  public var whileListPlaceholderShows: WhileListPlaceholderShows

  /// Creates section placeholders given by `provider`.
  ///
  /// - Parameters:
  ///   - appearance: Changes to the default appearance for section placeholders.
  ///   - whileListPlaceholderShows: What they do while the list's own placeholder is shown.
  ///   - provider: Gives the placeholder of an empty section, or `nil` for none.
  public init(
    appearance: EmptyStateAppearance.Overrides? = nil,
    whileListPlaceholderShows: WhileListPlaceholderShows = .hideSectionPlaceholders,
    _ provider: @escaping Provider
  ) {
    self.provider = provider
    self.appearance = appearance
    self.whileListPlaceholderShows = whileListPlaceholderShows
  }

  /// Section placeholders by section identifier, for a list fed by `dataSource`: a section
  /// shows the placeholder of its identifier in the snapshot the data source last applied.
  ///
  /// The data source is held weakly; once it is gone no section shows a placeholder.
  ///
  /// - Parameters:
  ///   - placeholders: The placeholder of each section identifier that has one.
  ///   - dataSource: The diffable data source that feeds the list.
  ///   - appearance: Changes to the default appearance for section placeholders.
  ///   - whileListPlaceholderShows: What they do while the list's own placeholder is shown.
  /// - Returns: Section placeholders that look each section up by its identifier.
  @MainActor
  public static func byIdentifier<Source: ListView, SectionID, ItemID>(
    _ placeholders: [SectionID: EmptyStatePlaceholder<List>],
    in dataSource: ListDiffableDataSource<Source, SectionID, ItemID>,
    appearance: EmptyStateAppearance.Overrides? = nil,
    whileListPlaceholderShows: WhileListPlaceholderShows = .hideSectionPlaceholders
  ) -> Self {
    Self(appearance: appearance, whileListPlaceholderShows: whileListPlaceholderShows) {
      [weak dataSource] _, section in
      dataSource?.sectionIdentifier(for: section).flatMap { placeholders[$0] }
    }
  }
}

/// Something that happened to a section's placeholder: the event, and the section.
///
/// The events are the list placeholder's (``EmptyStateEvent``), with the same order rules:
/// ``EmptyStateEvent/willAppear``, the view is added, ``EmptyStateEvent/didAppear``;
/// ``EmptyStateEvent/willDisappear``, the view is removed, ``EmptyStateEvent/didDisappear``;
/// ``EmptyStateEvent/didReplacePlaceholder`` when the section's placeholder was replaced in
/// place by one that shows something else; and the taps. Section placeholders appear and
/// disappear at once (``EmptyStateOptions/transitions`` fade the list's placeholder only).
public struct SectionPlaceholderEvent: Hashable, Sendable {
  /// What happened.
  public var event: EmptyStateEvent
  /// The section, by its index at the time of the event.
  public var section: Int

  /// Creates an event for `section`.
  public init(_ event: EmptyStateEvent, section: Int) {
    self.event = event
    self.section = section
  }
}
