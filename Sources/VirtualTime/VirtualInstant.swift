/// An instant of a ``VirtualClock``: how far the clock has moved since it started.
package struct VirtualInstant: InstantProtocol {
  /// The time since the clock's start.
  package var offset: Duration

  /// Creates the instant `offset` after the clock's start.
  package init(offset: Duration) {
    self.offset = offset
  }

  /// The instant `duration` later, no later than ``Duration/latestVirtualOffset``.
  package func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset.addingSaturated(duration))
  }

  /// The duration from this instant to `other`.
  package func duration(to other: VirtualInstant) -> Duration {
    other.offset.subtractingSaturated(offset)
  }

  /// Whether `lhs` comes before `rhs`.
  package static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}

extension Duration {
  /// The latest offset of a virtual clock: `Int64.max` seconds, the last `components` can read.
  package static let latestVirtualOffset = Duration(
    secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999)

  /// This duration kept within ±``latestVirtualOffset``.
  package var clampedToVirtualRange: Duration {
    min(max(self, .zero - .latestVirtualOffset), .latestVirtualOffset)
  }

  /// The sum, kept within ±``latestVirtualOffset``: never a trap, whatever the operands.
  package func addingSaturated(_ other: Duration) -> Duration {
    (clampedToVirtualRange + other.clampedToVirtualRange).clampedToVirtualRange
  }

  /// The difference, kept within ±``latestVirtualOffset``: never a trap, whatever the operands.
  package func subtractingSaturated(_ other: Duration) -> Duration {
    (clampedToVirtualRange - other.clampedToVirtualRange).clampedToVirtualRange
  }
}
