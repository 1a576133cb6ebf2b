// Test support re-exports the library, so a test file needs one import besides Testing.
@_exported public import EmptyState
