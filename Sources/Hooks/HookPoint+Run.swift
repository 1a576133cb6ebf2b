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
    if running { return postpone(input) }
    running = true
    dispatch(owner, input, work: work)
    if pending != nil { runPendingPasses(owner, work: work) }
    running = false
  }

  /// Keeps `input` for one more pass of the call under way, merged with what waits already.
  ///
  /// A call made by the coalescing function itself is merged away: the merge's result is what
  /// waits (so a merge that always calls the point again cannot recurse).
  @inlinable
  func postpone(_ input: Input) {
    guard !isMerging else { return }
    guard let waiting = pending else {
      pending = input
      return
    }
    isMerging = true
    pending = coalesce(waiting, input)
    isMerging = false
  }

  /// Runs the passes re-entrant calls asked for, until none is asked for or the bound is hit.
  @inlinable
  func runPendingPasses(_ owner: Owner, work: (Owner, Input) -> Void) {
    var pass = 1
    while let next = pending {
      pending = nil
      if pass >= maximumPasses {
        report(.runawayReentrancy(label: label, passes: pass), for: owner)
        pending = nil  // also what the diagnostic handler asked for: the run stops here
        passDropped?(owner, next)
        return
      }
      pass += 1
      dispatch(owner, next, work: work)
    }
  }

  /// Runs one pass: before-hooks, the around chain with the work inside, after-hooks.
  ///
  /// Allocation-free: the snapshots are array copies (a retain each), the chain uses
  /// non-escaping closures only. The shapes of both registries decide first, so that a point
  /// with no hooks runs its work with nothing copied, and one with only after-hooks (the
  /// common case: an observer) runs the work directly, then the afters.
  @inlinable
  func dispatch(_ owner: Owner, _ input: Input, work: (Owner, Input) -> Void) {
    let innerShape = instanceRegistry?.shape ?? .empty
    let outerShape = typeWideHooks?.shape ?? .empty
    if innerShape == .empty, outerShape == .empty {
      return work(owner, input)
    }
    if innerShape != .general, outerShape != .general {
      work(owner, input)
      if innerShape == .aftersOnly, let inner = instanceRegistry {
        inner.lists.afters.callEach(owner, input)
      }
      if outerShape == .aftersOnly, let outer = typeWideHooks {
        outer.lists.afters.callEach(owner, input)
      }
      return
    }
    runLayers(
      outer: typeWideHooks?.lists ?? HookLists(), inner: instanceRegistry?.lists ?? HookLists(),
      owner, input,
      work: work)
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
    outer.befores.callEach(owner, input)
    inner.befores.callEach(owner, input)
    runArounds(chain, position: chain.outermost, owner, input) { work(owner, input) }
    inner.afters.callEach(owner, input)
    outer.afters.callEach(owner, input)
  }

  /// Calls the around-hook at `position`, whose `proceed` continues one step inward.
  @inlinable
  func runArounds(
    _ chain: AroundChain<Owner, Input>,
    position: AroundChain<Owner, Input>.Position?,
    _ owner: Owner,
    _ input: Input,
    innermost: () -> Void
  ) {
    guard let position else { return innermost() }
    let entry = chain[position]
    let next = chain.position(inwardFrom: position)
    guard !entry.isCancelled, let hook = entry.around else {
      return runArounds(chain, position: next, owner, input, innermost: innermost)
    }
    var proceeded = false
    hook(owner, input) {
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
