/// The placeholder's visibility as its events tell it, as one small sealed value.
struct PresentationMachine {
  enum Phase: Equatable {
    case hidden
    case appearing
    case shown
    case disappearing
  }

  private(set) var phase = Phase.hidden

  /// An appearance began (will-appear was sent).
  mutating func appearanceBegan(animated: Bool) -> Bool {
    phase = animated ? .appearing : .shown
    return !animated
  }

  /// A disappearance began (will-disappear was sent); returns whether did-disappear is due now.
  mutating func disappearanceBegan(animated: Bool) -> Bool {
    phase = animated ? .disappearing : .hidden
    return !animated
  }

  /// The fade-in of the appearing view ended; returns whether did-appear is due.
  mutating func entranceEnded() -> Bool {
    guard phase == .appearing else { return false }
    phase = .shown
    return true
  }

  /// The fade-out of the disappearing view ended; returns whether did-disappear is due.
  mutating func exitEnded() -> Bool {
    guard phase == .disappearing else { return false }
    phase = .hidden
    return true
  }
}
