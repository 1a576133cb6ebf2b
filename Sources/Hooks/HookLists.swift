/// The three ordered lists of a registry, kept in one value so that a dispatch reads them with a
/// single load.
@usableFromInline
struct HookLists<Owner: AnyObject, Input> {
  @usableFromInline var befores: [HookEntry<Owner, Input>] = []
  @usableFromInline var arounds: [HookEntry<Owner, Input>] = []
  @usableFromInline var afters: [HookEntry<Owner, Input>] = []

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

  /// What a dispatch needs to know about these lists.
  @inlinable
  var shape: HookShape {
    if !hasOnlyAfters { return .general }
    return afters.isEmpty ? .empty : .aftersOnly
  }
}

/// What a registry holds, as far as a dispatch is concerned: kept beside the lists so that the
/// hot path decides with one load of a small value instead of copying three arrays.
@usableFromInline
enum HookShape: UInt8 {
  /// No hook at all: the work runs alone.
  case empty
  /// After-hooks only: the work runs directly, then the afters.
  case aftersOnly
  /// Before- or around-hooks too: the whole chain runs.
  case general
}

extension Array {
  /// Removes the entry with identity `entry` and returns it (for the caller to release later),
  /// or `nil` when it is not there.
  @usableFromInline
  mutating func remove<Owner, Input>(_ entry: ObjectIdentifier) -> Element?
  where Element == HookEntry<Owner, Input> {
    var index = startIndex
    while index < endIndex, ObjectIdentifier(self[index]) != entry { index += 1 }
    return index < endIndex ? remove(at: index) : nil
  }
}
