/// An immutable box for a large, rarely set value, kept out of line.
///
/// The value holding it stays small; a box is replaced, never changed, so the holder keeps
/// value semantics, and boxes compare and hash by their value.
final class ValueBox<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension ValueBox: Equatable where Value: Equatable {
  static func == (lhs: ValueBox, rhs: ValueBox) -> Bool {
    lhs.value == rhs.value
  }
}

extension ValueBox: Hashable where Value: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

// Sound: the one stored property is a constant of a sendable type.
extension ValueBox: @unchecked Sendable where Value: Sendable {}
