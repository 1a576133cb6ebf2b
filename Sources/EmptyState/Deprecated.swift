// The old names of renamed types, kept for one version so that code written against them still
// builds, with a warning that names the new one (see CHANGELOG.md, "Migrating").

/// The old name of ``PlaceholderView``: the view shows a placeholder, and one concept has one
/// name.
@available(*, deprecated, renamed: "PlaceholderView")
public typealias EmptyStateView = PlaceholderView
