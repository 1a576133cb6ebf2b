extension HookPoint {
  /// Runs `work` for `owner` wrapped in the registered hooks.
  ///
  /// Called from the owner's `final` entry point. When the point is already running, the call is
  /// deferred into one more pass (see the type's discussion of re-entrancy) and returns at once.
  ///
  /// - Parameters:
  ///   - owner: The object whose method is running; passed to every hook.
  ///   - input: The call's input; passed to every hook and to `work`.
  ///   - work: The real work, normally a call to an overridable method of `owner`.
  @inlinable
  public func run(_ owner: Owner, _ input: Input, work: (Owner, Input) -> Void) {
    if running {
      pending = pending.map { coalesce($0, input) } ?? input
      return
    }
    running = true
    defer { running = false }
    var current = input
    var pass = 1
    while true {
      dispatch(owner, current, work: work)
      guard let next = pending else { return }
      pending = nil
      if pass >= maximumPasses {
        report(.runawayReentrancy(label: label, passes: pass), for: owner)
        pending = nil  // also what the diagnostic handler asked for: the run stops here
        return
      }
      pass += 1
      current = next
    }
  }

  /// Runs one pass: before-hooks, the around chain with the work inside, after-hooks.
  ///
  /// Allocation-free: the snapshots are array copies (a retain each), the chain uses
  /// non-escaping closures only. With only after-hooks (the common case: an observer such as an
  /// empty view) the work runs directly and the afters follow.
  @inlinable
  func dispatch(_ owner: Owner, _ input: Input, work: (Owner, Input) -> Void) {
    let inner = instanceHooks.lists
    let outer = typeWideHooks?.lists ?? HookLists()
    if inner.hasOnlyAfters, outer.hasOnlyAfters {
      work(owner, input)
      for entry in inner.afters where !entry.isCancelled { entry.body(owner, input) }
      for entry in outer.afters where !entry.isCancelled { entry.body(owner, input) }
      return
    }
    runLayers(outer: outer, inner: inner, owner, input, work: work)
  }

  /// Runs the hooks of both layers around `work`; `outer` is the type-wide layer.
  @inlinable
  func runLayers(
    outer: HookLists<Owner, Input>,
    inner: HookLists<Owner, Input>,
    _ owner: Owner,
    _ input: Input,
    work: (Owner, Input) -> Void
  ) {
    // The lists are snapshots: registrations made from here on wait for the next call.
    let chain = AroundChain(outer: outer.arounds, inner: inner.arounds)
    for entry in outer.befores where !entry.isCancelled { entry.body(owner, input) }
    for entry in inner.befores where !entry.isCancelled { entry.body(owner, input) }
    runArounds(chain, position: chain.outermost, owner, input) { work(owner, input) }
    for entry in inner.afters where !entry.isCancelled { entry.body(owner, input) }
    for entry in outer.afters where !entry.isCancelled { entry.body(owner, input) }
  }

  /// Calls the around-hook at `position`, whose `proceed` continues one step inward.
  @inlinable
  func runArounds(
    _ chain: AroundChain<HookRegistry<Owner, Input>.Around>,
    position: AroundChain<HookRegistry<Owner, Input>.Around>.Position?,
    _ owner: Owner,
    _ input: Input,
    innermost: () -> Void
  ) {
    guard let position else { return innermost() }
    let entry = chain[position]
    let next = chain.position(inwardFrom: position)
    guard !entry.isCancelled else {
      return runArounds(chain, position: next, owner, input, innermost: innermost)
    }
    var proceeded = false
    entry.body(owner, input) {
      guard !proceeded else {
        report(.proceedCalledTwice(label: label), for: owner)
        return
      }
      proceeded = true
      runArounds(chain, position: next, owner, input, innermost: innermost)
    }
  }

  @usableFromInline
  func report(_ diagnostic: HookDiagnostic, for owner: Owner) {
    if let diagnosticHandler {
      diagnosticHandler(owner, diagnostic)
    } else {
      StandardErrorWriter.writeLine("Hooks: \(diagnostic)")
    }
  }
}
