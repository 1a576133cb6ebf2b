/// The effects a machine returns for one event, in order.
///
/// The first four are kept inline, so that handling an event allocates nothing (an event
/// rarely has more); more go into an array.
struct Effects<Effect>: Sequence {
  private var first: Effect?
  private var second: Effect?
  private var third: Effect?
  private var fourth: Effect?
  private var more: [Effect] = []
  private(set) var count = 0

  init() {}

  init(_ effect: Effect) {
    append(effect)
  }

  /// Whether there is no effect.
  var isEmpty: Bool { count == 0 }

  mutating func append(_ effect: Effect) {
    switch count {
    case 0: first = effect
    case 1: second = effect
    case 2: third = effect
    case 3: fourth = effect
    default: more.append(effect)
    }
    count += 1
  }

  mutating func append(contentsOf effects: Effects) {
    for effect in effects { append(effect) }
  }

  func makeIterator() -> Iterator {
    Iterator(effects: self)
  }

  /// Hands out the effects in order.
  struct Iterator: IteratorProtocol {
    fileprivate let effects: Effects
    private var index = 0

    fileprivate init(effects: Effects) {
      self.effects = effects
    }

    mutating func next() -> Effect? {
      defer { index += 1 }
      switch index {
      case 0: return effects.first
      case 1: return effects.second
      case 2: return effects.third
      case 3: return effects.fourth
      default:
        let spilled = index - 4
        return spilled < effects.more.count ? effects.more[spilled] : nil
      }
    }
  }
}
