extension Double {
  /// The number for people and golden files: whole numbers without a decimal point, others
  /// rounded to two decimals, so that output is short and deterministic.
  var compactDescription: String {
    let rounded = (self * 100).rounded() / 100
    if rounded.rounded() == rounded, abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
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
