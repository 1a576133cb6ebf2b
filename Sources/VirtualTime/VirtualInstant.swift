/// An instant of a ``VirtualClock``: how far the clock has moved since it started.
package struct VirtualInstant: InstantProtocol {
  /// The time since the clock's start.
  package var offset: Duration

  /// Creates the instant `offset` after the clock's start.
  package init(offset: Duration) {
    self.offset = offset
  }

  /// The instant `duration` later.
  package func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset + duration)
  }

  /// The duration from this instant to `other`.
  package func duration(to other: VirtualInstant) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  package static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}
