/// An identifier that hashes and compares its `value`, which a test changes after adding it to
/// a snapshot: the identifier whose hash changed, that snapshots must refuse without trapping.
///
/// Unchecked `Sendable`: tests create and change keys on the main actor only.
public final class ChangingKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// What the key hashes and compares.
  public var value: Int

  /// A key of `value`.
  public init(_ value: Int) { self.value = value }

  /// Whether both keys have the same value now.
  public static func == (lhs: ChangingKey, rhs: ChangingKey) -> Bool { lhs.value == rhs.value }

  /// Hashes the value it has now.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }

  /// The value.
  public var description: String { "\(value)" }
}
