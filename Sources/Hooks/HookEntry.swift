/// One registered hook: its body and whether it has been cancelled.
///
/// Entries are reference types so that a dispatch iterating over a snapshot of the registry still
/// sees a cancellation made while it runs.
@usableFromInline
final class HookEntry<Body> {
  @usableFromInline let body: Body
  @usableFromInline var isCancelled = false

  @usableFromInline
  init(body: Body) {
    self.body = body
  }
}
