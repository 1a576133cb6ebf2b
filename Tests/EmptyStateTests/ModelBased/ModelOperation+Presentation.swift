import EmptyState

extension ModelOperation {
  /// One trait override of the list, set or cleared (`nil`).
  enum TraitChange: Equatable, CustomStringConvertible {
    case interfaceStyle(ViewTraits.InterfaceStyle?)
    case textSize(ViewTraits.TextSize?)
    case layoutDirection(ViewTraits.LayoutDirection?)

    var description: String {
      switch self {
      case .interfaceStyle(let style): return "interfaceStyle: \(style.map { ".\($0)" } ?? "nil")"
      case .textSize(let size): return "textSize: \(size.map { ".\($0)" } ?? "nil")"
      case .layoutDirection(let direction):
        return "layoutDirection: \(direction.map { ".\($0)" } ?? "nil")"
      }
    }

    /// `overrides` with this change made.
    func applied(to overrides: ViewTraits.Overrides) -> ViewTraits.Overrides {
      var changed = overrides
      switch self {
      case .interfaceStyle(let style): changed.interfaceStyle = style
      case .textSize(let size): changed.textSize = size
      case .layoutDirection(let direction): changed.layoutDirection = direction
      }
      return changed
    }
  }

  static func describe(_ transitions: EmptyStateOptions.Transitions) -> String {
    guard transitions != .none else { return ".none" }
    return [
      ("appear", transitions.appear), ("disappear", transitions.disappear),
      ("swap", transitions.swap),
    ]
    .map { "\($0.0): \(describe($0.1))" }.joined(separator: ", ")
  }

  static func describe(_ fade: PlaceholderFade?) -> String {
    guard let fade else { return "nil" }
    return "fade(\(fade.duration), delay: \(fade.delay), .\(fade.curve))"
  }
}

extension ModelOperationGenerator {
  /// One of the operations on traits, transitions and the clock the fades run on.
  mutating func nextPresentationOperation() -> ModelOperation {
    switch random.int(0...11) {
    case 0..<5: return .traits(traitChange())
    case 5..<8: return .transitions(transitions())
    default: return nextAdvance()
    }
  }

  /// The clock moves on: by whole steps of the loads' timers, or by any amount, in frames of
  /// 16 ms, steps of 50 ms or one jump.
  mutating func nextAdvance() -> ModelOperation {
    let r = random
    let milliseconds = r.int(0...2) == 0 ? r.int(1...12) * 50 : r.int(1...400)
    let step = [16, 50, milliseconds][r.int(0...2)]
    return .advance(milliseconds: milliseconds, step: step, frames: r.int(0...1) == 1)
  }

  private mutating func traitChange() -> ModelOperation.TraitChange {
    let r = random
    switch r.int(0...2) {
    case 0: return .interfaceStyle([nil, .light, .dark][r.int(0...2)])
    case 1:
      let sizes = ViewTraits.TextSize.allCases
      let index = r.int(0...sizes.count)
      return .textSize(index == sizes.count ? nil : sizes[index])
    default: return .layoutDirection([nil, .leftToRight, .rightToLeft][r.int(0...2)])
    }
  }

  /// None, the same fade for all three, or each its own (or none).
  private mutating func transitions() -> EmptyStateOptions.Transitions {
    let r = random
    switch r.int(0...5) {
    case 0: return .none
    case 1..<4:
      let fade = self.fade()
      return .fade(duration: fade.duration, delay: fade.delay, curve: fade.curve)
    default:
      let fades = (0..<3).map { _ in r.int(0...3) == 0 ? nil : fade() }
      return EmptyStateOptions.Transitions(appear: fades[0], disappear: fades[1], swap: fades[2])
    }
  }

  /// Durations and delays that end on the steps of the clock and between them.
  private mutating func fade() -> PlaceholderFade {
    let r = random
    let duration = [0, 40, 100, 150, 250, 330][r.int(0...5)]
    let delay = [0, 0, 60, 100][r.int(0...3)]
    return PlaceholderFade(
      duration: .milliseconds(duration), delay: .milliseconds(delay),
      curve: r.int(0...1) == 0 ? .linear : .easeInOut)
  }
}
