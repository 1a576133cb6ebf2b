extension Double {
  /// The number for people and golden files: whole numbers without a decimal point, others
  /// rounded to two decimals, so that output is short and deterministic.
  var compactDescription: String {
    // Past 1e15 there are no decimals to round (and scaling by 100 could overflow).
    guard abs(self) < 1e15 else { return String(self) }
    let rounded = (self * 100).rounded() / 100
    if rounded.rounded() == rounded { return String(Int(rounded)) }
    return String(rounded)
  }

  /// The value with an infinity brought back to the largest finite value of its sign; finite
  /// values and NaN are unchanged.
  ///
  /// For sums of valid geometry values: each is finite, but their sum can overflow.
  var clampedToFinite: Double {
    switch self {
    case .infinity: .greatestFiniteMagnitude
    case -.infinity: -.greatestFiniteMagnitude
    default: self
    }
  }
}

extension Double {
  /// The value as an `Int` kept inside `range`; NaN becomes the lower bound.
  ///
  /// A plain `Int(_:)` traps on values beyond `Int`'s range, which a tiny row height or item size
  /// can produce.
  func clampedInt(in range: ClosedRange<Int>) -> Int {
    guard !isNaN else { return range.lowerBound }
    if self <= Double(range.lowerBound) { return range.lowerBound }
    if self >= Double(range.upperBound) { return range.upperBound }
    return Int(self)
  }
}
