/// The around-hooks of one dispatch, walked from the outermost inward.
///
/// Two layers: the type-wide hooks wrap the instance hooks; inside each layer the last added
/// hook is the outermost. A position is a layer and an index; walking inward goes down the
/// indices of the outer layer, then down those of the inner layer.
@usableFromInline
struct AroundChain<Owner: AnyObject, Input> {
  /// A place in the chain.
  @usableFromInline
  struct Position {
    @usableFromInline var isOuterLayer: Bool
    @usableFromInline var index: Int

    @inlinable
    init(isOuterLayer: Bool, index: Int) {
      self.isOuterLayer = isOuterLayer
      self.index = index
    }
  }

  @usableFromInline let outer: [HookEntry<Owner, Input>]
  @usableFromInline let inner: [HookEntry<Owner, Input>]

  @inlinable
  init(outer: [HookEntry<Owner, Input>], inner: [HookEntry<Owner, Input>]) {
    self.outer = outer
    self.inner = inner
  }

  /// The outermost hook, or `nil` when the chain is empty.
  @inlinable
  var outermost: Position? {
    if !outer.isEmpty { return Position(isOuterLayer: true, index: outer.count - 1) }
    if !inner.isEmpty { return Position(isOuterLayer: false, index: inner.count - 1) }
    return nil
  }

  @inlinable
  subscript(position: Position) -> HookEntry<Owner, Input> {
    position.isOuterLayer ? outer[position.index] : inner[position.index]
  }

  /// The next hook inward from `position`, or `nil` when only the work is left.
  @inlinable
  func position(inwardFrom position: Position) -> Position? {
    if position.index > 0 {
      return Position(isOuterLayer: position.isOuterLayer, index: position.index - 1)
    }
    if position.isOuterLayer, !inner.isEmpty {
      return Position(isOuterLayer: false, index: inner.count - 1)
    }
    return nil
  }
}
