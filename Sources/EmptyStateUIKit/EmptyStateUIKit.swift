// `import EmptyStateUIKit` is the one import a UIKit app writes: the empty state, the lists and
// the hooks come with it.
@_exported public import EmptyState
