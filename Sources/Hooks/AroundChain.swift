/// The around-hooks of one dispatch, walked from the outermost inward.
///
/// Two layers: the type-wide hooks wrap the instance hooks; inside each layer the last added
/// hook is the outermost. A position is a layer and an index; walking inward goes down the
/// indices of the outer layer, then down those of the inner layer.
struct AroundChain<Body> {
  /// A place in the chain.
  struct Position {
    var isOuterLayer: Bool
    var index: Int
  }

  let outer: [HookEntry<Body>]
  let inner: [HookEntry<Body>]

  /// The outermost hook, or `nil` when the chain is empty.
  var outermost: Position? {
    if !outer.isEmpty { return Position(isOuterLayer: true, index: outer.count - 1) }
    if !inner.isEmpty { return Position(isOuterLayer: false, index: inner.count - 1) }
    return nil
  }

  subscript(position: Position) -> HookEntry<Body> {
    position.isOuterLayer ? outer[position.index] : inner[position.index]
  }

  /// The next hook inward from `position`, or `nil` when only the work is left.
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
