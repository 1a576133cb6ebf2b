/// One registered hook: its closure and whether it has been cancelled.
///
/// Entries are reference types so that a dispatch iterating over a snapshot of the registry still
/// sees a cancellation made while it runs. Closures are stored as the registry's own function
/// types, not as generic values, so calling one needs no reabstraction thunk.
@usableFromInline
final class HookEntry<Owner: AnyObject, Input> {
  /// The hook as a before- or after-hook is called; an around-hook's `proceed` does nothing.
  @usableFromInline let call: HookRegistry<Owner, Input>.After
  /// The around-hook, for the around chain; `nil` for other hooks.
  @usableFromInline let around: HookRegistry<Owner, Input>.Around?
  /// Unchecked for exclusivity: it is a `Bool` only ever loaded or stored whole, so no access to
  /// it can overlap another (the checks cost more than a hook call; `HookExclusivityTests`).
  @exclusivity(unchecked) @usableFromInline var isCancelled = false

  /// An entry for a before- or after-hook.
  @usableFromInline
  init(_ hook: @escaping HookRegistry<Owner, Input>.After) {
    call = hook
    around = nil
  }

  /// An entry for an around-hook.
  @usableFromInline
  init(around hook: @escaping HookRegistry<Owner, Input>.Around) {
    call = { owner, input in hook(owner, input) {} }
    around = hook
  }

  /// Calls the hook unless it was cancelled.
  ///
  /// Not inlined: with the entry borrowed for the call, the closure is called straight from the
  /// entry's storage, with no retain of its context.
  @inlinable @inline(never)
  func callUnlessCancelled(_ owner: Owner, _ input: Input) {
    if !isCancelled { call(owner, input) }
  }
}

extension Array {
  /// Calls every entry that is not cancelled, in order.
  ///
  /// The array is the caller's snapshot: entries cancelled meanwhile are skipped, entries
  /// added meanwhile wait for the next call.
  ///
  /// Each entry is borrowed for its call, not retained: `self` is the caller's own copy of the
  /// list, which holds every entry until the loop ends, whatever the hooks cancel or release
  /// meanwhile (a copy is never changed by changes to the registry it came from). That saves a
  /// retain and a release per hook, about half of what a hook costs the runtime
  /// (`HookLifetimeTests` release everything a dispatch uses while it runs).
  @inlinable
  func callEach<Owner, Input>(_ owner: Owner, _ input: Input)
  where Element == HookEntry<Owner, Input> {
    for index in indices {
      Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef {
        $0.callUnlessCancelled(owner, input)
      }
    }
  }
}
