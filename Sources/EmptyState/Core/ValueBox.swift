/// An immutable box for a large, rarely set value, kept out of line.
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
