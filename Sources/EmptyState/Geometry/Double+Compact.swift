extension Double {
  /// The number for people and golden files: whole numbers without a decimal point, others
  /// rounded to two decimals, so that output is short and deterministic.
  var compactDescription: String {
    let rounded = (self * 100).rounded() / 100
    if rounded.rounded() == rounded, abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
