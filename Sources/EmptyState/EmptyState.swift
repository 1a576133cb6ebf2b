// The layers below, re-exported: `import EmptyState` alone gives the lists, the views, the
// renderers and the hook runtime too.
@_exported public import Hooks
@_exported public import ListViews
