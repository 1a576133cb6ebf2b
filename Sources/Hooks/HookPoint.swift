/// A typed, per-instance hook point that one method of an object runs its real work through.
///
/// This is the explicit counterpart of swizzling a method such as `reloadData`: the method's
/// public entry point is `final` and calls ``run(_:_:work:)``; subclasses override the work step,
/// so they cannot skip the hooks. Hooks are attached to one instance (or, through a shared
/// ``HookRegistry``, to every instance of a type) and never affect anything else.
///
/// ```swift
/// final class Feed {
///   let refreshHooks = HookPoint<Feed, Void>(label: "Feed.refresh")
///   private(set) var refreshes = 0
///
///   func refresh() {
///     refreshHooks.run(self, ()) { feed, _ in feed.refreshes += 1 }
///   }
/// }
///
/// let feed = Feed()
/// let token = feed.refreshHooks.after { feed, _ in print("refreshed", feed.refreshes) }
/// feed.refresh()  // prints "refreshed 1"
/// ```
///
/// ## Order
/// One call runs, in this order:
/// 1. type-wide before-hooks, then instance before-hooks, each in registration order;
/// 2. the work, wrapped by the instance around-hooks (the last added outermost), all wrapped by
///    the type-wide around-hooks (the last added outermost);
/// 3. instance after-hooks, then type-wide after-hooks, each in registration order.
///
/// The type-wide layer is the outer shell around the instance layer, as a class-wide swizzle
/// wraps whatever an instance does.
///
/// Each call iterates over a snapshot: a hook added while hooks run takes effect on the next
/// call, and a hook cancelled while hooks run is not called afterwards.
///
/// ## Re-entrancy
/// A call made while the point is already running (from a hook, or from the work itself) does not
/// recurse. It is coalesced into exactly one more pass after the current one; several such calls
/// during one pass are merged into that single pass with the `coalescing` function. A method that
/// calls itself on every pass stops after ``maximumPasses`` passes with
/// ``HookDiagnostic/runawayReentrancy(label:passes:)``: never a hang, never a stack overflow.
/// The coalescing function should only merge; a call it makes to the point itself is merged
/// away.
///
/// The runtime never keeps the object alive: the object is an argument of ``run(_:_:work:)``
/// and of every hook.
public final class HookPoint<Owner: AnyObject, Input> {
  /// A closure that receives the runtime's diagnostics together with the object they concern.
  public typealias DiagnosticHandler = (_ owner: Owner, _ diagnostic: HookDiagnostic) -> Void

  /// Whether a call is in progress, and the input of the pass a re-entrant call asked for;
  /// first among the stored properties, so that `running` has the same offset for every `Input`
  /// (unspecialized code reads it without asking the metadata).
  ///
  /// Unchecked for exclusivity: both are only ever loaded or stored whole (the coalescing
  /// function runs on a copy, between a load and a store), so no two accesses can overlap, and
  /// the dynamic checks would cost more than running an empty point (`HookExclusivityTests`).
  @exclusivity(unchecked) @usableFromInline var running = false
  /// Whether the coalescing function is running (a call it makes is merged away).
  @exclusivity(unchecked) @usableFromInline var isMerging = false
  @exclusivity(unchecked) @usableFromInline var pending: Input?

  /// The name used in diagnostics, such as `"TableView.reloadData"`.
  public let label: String

  /// The most passes one outer call runs before it drops further re-entrant calls.
  public let maximumPasses: Int

  /// Hooks registered on this instance only; made when first asked for, so that a point nobody
  /// hooks costs no registry.
  public var instanceHooks: HookRegistry<Owner, Input> {
    if let registry = instanceRegistry { return registry }
    let registry = HookRegistry<Owner, Input>()
    instanceRegistry = registry
    return registry
  }

  /// The registry behind ``instanceHooks``, once made; unchecked like ``running``.
  @exclusivity(unchecked) @usableFromInline var instanceRegistry: HookRegistry<Owner, Input>?

  /// Whether a hook is registered on this instance, without making a registry to ask.
  @inlinable
  package var hasInstanceHooks: Bool {
    guard let registry = instanceRegistry else { return false }
    return !registry.isEmpty
  }

  /// Hooks shared by every instance of the type, if the type provides such a registry.
  public let typeWideHooks: HookRegistry<Owner, Input>?

  /// Receives diagnostics; when `nil`, they are written to standard error.
  public var diagnosticHandler: DiagnosticHandler?

  /// Told of the pass a runaway dropped, with its input, after the diagnostic.
  ///
  /// For an owner whose state that pass would have brought up to date. Not the diagnostic
  /// handler's job, since an app may replace that handler.
  @usableFromInline package var passDropped: ((Owner, Input) -> Void)?

  @usableFromInline let coalesce: (Input, Input) -> Input

  /// Drops the pass a re-entrant call asked for, if any: the run ends with the current pass.
  ///
  /// For an owner that stops a runaway of its own making before the point's bound does (a
  /// bound on what the passes hold, not on how many there are), so that it is reported once.
  package func dropPendingPass() {
    pending = nil
  }

  /// Whether a call is in progress on this point (including its hooks).
  @inlinable
  public var isRunning: Bool { running }

  /// Creates a hook point whose re-entrant calls are merged with `coalescing`.
  ///
  /// - Parameters:
  ///   - label: The name used in diagnostics.
  ///   - typeWide: The type's shared registry, if the type offers type-wide hooks.
  ///   - maximumPasses: The bound on coalesced passes per outer call, clamped to
  ///     `1...HookDefaults.largestMaximumPasses`, so that the runaway guard always fires.
  ///   - coalescing: Merges the input of a pending pass with the input of another re-entrant call
  ///     made during the same pass.
  public init(
    label: String,
    typeWide: HookRegistry<Owner, Input>? = nil,
    maximumPasses: Int = HookDefaults.maximumPasses,
    coalescing: @escaping (_ pending: Input, _ incoming: Input) -> Input
  ) {
    self.label = label
    self.typeWideHooks = typeWide
    self.maximumPasses = min(max(1, maximumPasses), HookDefaults.largestMaximumPasses)
    self.coalesce = coalescing
  }

  /// Registers an instance hook that runs before the work.
  ///
  /// - Parameter hook: Receives the object and the call's input.
  /// - Returns: The token that keeps the hook registered.
  public func before(_ hook: @escaping HookRegistry<Owner, Input>.Before) -> HookToken {
    instanceHooks.before(hook)
  }

  /// Registers an instance hook that runs after the work.
  ///
  /// - Parameter hook: Receives the object and the call's input.
  /// - Returns: The token that keeps the hook registered.
  public func after(_ hook: @escaping HookRegistry<Owner, Input>.After) -> HookToken {
    instanceHooks.after(hook)
  }

  /// Registers an instance hook that wraps the work; the last added is the outermost.
  ///
  /// - Parameter hook: Receives the object, the input and `proceed`, to call once or not at all.
  /// - Returns: The token that keeps the hook registered.
  public func around(_ hook: @escaping HookRegistry<Owner, Input>.Around) -> HookToken {
    instanceHooks.around(hook)
  }
}

extension HookPoint where Input == Void {
  /// Creates a hook point for a method without input; re-entrant calls simply coalesce.
  ///
  /// - Parameters:
  ///   - label: The name used in diagnostics.
  ///   - typeWide: The type's shared registry, if the type offers type-wide hooks.
  ///   - maximumPasses: The bound on coalesced passes per outer call, clamped to
  ///     `1...HookDefaults.largestMaximumPasses`.
  public convenience init(
    label: String,
    typeWide: HookRegistry<Owner, Void>? = nil,
    maximumPasses: Int = HookDefaults.maximumPasses
  ) {
    self.init(label: label, typeWide: typeWide, maximumPasses: maximumPasses) { _, _ in }
  }
}

/// Defaults shared by every hook point.
public enum HookDefaults {
  /// The default bound on passes per outer call: the first pass and up to seven coalesced ones.
  public static let maximumPasses = 8

  /// The largest bound a hook point accepts; larger values count as this one.
  ///
  /// A pass may be a whole reload, so a bound near `Int.max` would let a runaway hook run for
  /// what amounts to ever.
  public static let largestMaximumPasses = 1_000
}
