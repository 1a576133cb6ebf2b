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

  @usableFromInline var lists = HookLists<Owner, Input>()

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
    register(HookEntry(body: hook), in: \.lists.befores)
  }

  /// Registers a hook that runs after the work, after the after-hooks registered earlier.
  ///
  /// After-hooks run even when an around-hook chose not to proceed.
  ///
  /// - Parameter hook: Receives the object and the call's input.
  /// - Returns: The token that keeps the hook registered.
  public func after(_ hook: @escaping After) -> HookToken {
    register(HookEntry(body: hook), in: \.lists.afters)
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
    register(HookEntry(body: hook), in: \.lists.arounds)
  }

  private func register<Body>(
    _ entry: HookEntry<Body>,
    in list: ReferenceWritableKeyPath<HookRegistry, [HookEntry<Body>]>
  ) -> HookToken {
    self[keyPath: list].append(entry)
    // The token holds the entry weakly: an entry lives as long as its registry, so a hook may
    // hold the object that keeps its token without making a cycle.
    return HookToken { [weak self, weak entry] in
      guard let entry else { return }
      // Mark first: a dispatch already iterating over a snapshot must skip the entry too.
      entry.isCancelled = true
      self?[keyPath: list].removeAll { $0 === entry }
    }
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
    for entry in lists.befores where !entry.isCancelled { entry.body(owner, input) }
    for entry in lists.arounds where !entry.isCancelled { entry.body(owner, input) {} }
    for entry in lists.afters where !entry.isCancelled { entry.body(owner, input) }
  }
}
