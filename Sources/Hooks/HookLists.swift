/// The three ordered lists of a registry, kept in one value so that a dispatch reads them with a
/// single access (each access to a class property is checked for exclusivity at run time).
@usableFromInline
struct HookLists<Owner: AnyObject, Input> {
  @usableFromInline var befores: [HookEntry<HookRegistry<Owner, Input>.Before>] = []
  @usableFromInline var arounds: [HookEntry<HookRegistry<Owner, Input>.Around>] = []
  @usableFromInline var afters: [HookEntry<HookRegistry<Owner, Input>.After>] = []

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool {
    befores.isEmpty && arounds.isEmpty && afters.isEmpty
  }

  /// Whether only after-hooks are registered: the work can run directly, then the afters.
  @inlinable
  var hasOnlyAfters: Bool {
    befores.isEmpty && arounds.isEmpty
  }
}
