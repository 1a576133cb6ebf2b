/// An ordered set of before, around and after hooks for one method.
///
/// Every ``HookPoint`` owns a registry for its own instance. A type creates one more registry as
/// a `static let` and passes it to each instance's hook point to get **type-wide** hooks: the
/// explicit counterpart of swizzling a method for a whole class at load time, but opt-in, typed
/// and removable.
///
/// ```swift
/// @MainActor
/// final class Feed {
///   static let typeWideRefreshHooks = HookRegistry<Feed, Void>()
///   let refreshHooks = HookPoint<Feed, Void>(
///     label: "Feed.refresh", typeWide: Feed.typeWideRefreshHooks)
/// }
/// ```
///
/// Registering returns a ``HookToken``; the hook runs until the token is cancelled or dropped.
public final class HookRegistry<Owner: AnyObject, Input> {
  /// A hook that runs before the wrapped work.
  public typealias Before = (_ owner: Owner, _ input: Input) -> Void
  /// A hook that runs after the wrapped work.
  public typealias After = (_ owner: Owner, _ input: Input) -> Void
  /// A hook that wraps the work; it calls `proceed` once to run what it wraps, or not at all.
  public typealias Around = (_ owner: Owner, _ input: Input, _ proceed: () -> Void) -> Void

  /// The hooks, in registration order.
  ///
  /// Unchecked for exclusivity, because every access is whole and instantaneous: dispatches copy
  /// the lists, and registering or removing changes them with no call out while the access is
  /// open (a removed entry is released only after the access ended, so a deinit that registers
  /// another hook cannot overlap it; `HookExclusivityTests`). The dynamic checks would cost more
  /// than the dispatch they guard.
  @exclusivity(unchecked) @usableFromInline var lists = HookLists<Owner, Input>()
  /// ``lists``' shape, kept with them for the hot path; unchecked like them.
  @exclusivity(unchecked) @usableFromInline var shape = HookShape.empty

  /// Creates an empty registry.
  public init() {}

  /// The number of hooks registered and not cancelled.
  public var count: Int {
    let lists = lists
    return lists.befores.count + lists.arounds.count + lists.afters.count
  }

  /// Whether no hook is registered.
  @inlinable
  public var isEmpty: Bool {
    lists.isEmpty
  }

  /// Registers a hook that runs before the work, after the before-hooks registered earlier.
  ///
  /// - Parameter hook: Receives the object and the call's input; it needs no capture of the object.
  /// - Returns: The token that keeps the hook registered.
  public func before(_ hook: @escaping Before) -> HookToken {
    let entry = HookEntry(hook)
    lists.befores.append(entry)
    return token(for: entry)
  }

  /// Registers a hook that runs after the work, after the after-hooks registered earlier.
  ///
  /// After-hooks run even when an around-hook chose not to proceed.
  ///
  /// - Parameter hook: Receives the object and the call's input.
  /// - Returns: The token that keeps the hook registered.
  public func after(_ hook: @escaping After) -> HookToken {
    let entry = HookEntry(hook)
    lists.afters.append(entry)
    return token(for: entry)
  }

  /// Registers a hook that wraps the work and the around-hooks registered before it.
  ///
  /// The last around-hook added is the outermost. Call `proceed` once to run the rest of the
  /// chain; skip it to skip the work. A second call is ignored and reported as
  /// ``HookDiagnostic/proceedCalledTwice(label:)``.
  ///
  /// - Parameter hook: Receives the object, the input and the rest of the chain as `proceed`.
  /// - Returns: The token that keeps the hook registered.
  public func around(_ hook: @escaping Around) -> HookToken {
    let entry = HookEntry(around: hook)
    lists.arounds.append(entry)
    return token(for: entry)
  }

  /// The token of a newly appended entry.
  ///
  /// The token names the entry by identity and holds the registry weakly: an entry lives as
  /// long as its registry, so a hook may hold the object that keeps its token without making a
  /// cycle, and no weak reference to the entry gives it a side table (which would make every
  /// retain of it on the hot path a slow one).
  private func token(for entry: HookEntry<Owner, Input>) -> HookToken {
    shape = lists.shape
    return HookToken(registry: self, entry: ObjectIdentifier(entry))
  }

  /// Calls the hooks as an event stream does: each before-hook, each around-hook (its
  /// `proceed` does nothing but continue the chain), then each after-hook, in registration
  /// order, with no work and no coalescing.
  ///
  /// A call made from inside a hook is delivered at once, nested; a hook added meanwhile waits
  /// for the next call, and a hook cancelled meanwhile is skipped.
  ///
  /// - Parameters:
  ///   - owner: The object the event concerns.
  ///   - input: The event.
  public func notify(_ owner: Owner, _ input: Input) {
    let lists = lists
    lists.befores.callEach(owner, input)
    lists.arounds.callEach(owner, input)
    lists.afters.callEach(owner, input)
  }
}

extension HookRegistry: HookRemoving {
  /// Takes the entry out of whichever list holds it and marks it cancelled, so that a dispatch
  /// iterating over a snapshot skips it too; the entry is released only after the lists were
  /// stored back.
  func removeHook(_ entry: ObjectIdentifier) {
    let removed =
      lists.befores.remove(entry) ?? lists.arounds.remove(entry) ?? lists.afters.remove(entry)
    guard let removed else { return }
    shape = lists.shape
    removed.isCancelled = true
  }  // `removed` is released here, once `lists` is no longer accessed
}
