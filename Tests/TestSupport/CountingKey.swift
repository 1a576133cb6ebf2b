/// How many times keys sharing it were hashed and compared: a count-based measure of the work
/// of a snapshot operation (never a clock).
///
/// Unchecked `Sendable`: a tally is made, changed and read by one test, on one task.
public final class KeyTally: @unchecked Sendable {
  /// The calls of `hash(into:)`.
  public var hashes = 0
  /// The calls of `==`.
  public var comparisons = 0

  /// A tally at zero.
  public init() {}

  /// Sets both counts back to zero.
  public func reset() {
    hashes = 0
    comparisons = 0
  }
}

/// An identifier of `value` that counts its hashes and comparisons in `tally`.
public struct CountingKey: Hashable, Sendable, CustomStringConvertible {
  /// What the key hashes and compares.
  public let value: Int
  /// Where its work is counted.
  public let tally: KeyTally

  /// A key of `value`, counted in `tally`.
  public init(_ value: Int, tally: KeyTally) {
    self.value = value
    self.tally = tally
  }

  /// Whether both keys have the same value (counted).
  public static func == (lhs: CountingKey, rhs: CountingKey) -> Bool {
    lhs.tally.comparisons += 1
    return lhs.value == rhs.value
  }

  /// Hashes the value (counted).
  public func hash(into hasher: inout Hasher) {
    tally.hashes += 1
    hasher.combine(value)
  }

  /// The value.
  public var description: String { "\(value)" }
}
