/// The placeholder's visibility as its events tell it, as one small sealed value: hidden,
/// appearing (will-appear sent, did-appear to come), shown, or disappearing.
///
/// Each method is an event of the transitions and says whether the event that completes it is
/// due now. A fade turned back mid-way moves from appearing to disappearing (or back) without
/// the event it was on its way to: UIKit's rule for a cancelled appearance.
struct PresentationMachine {
  enum Phase: Equatable {
    case hidden
    case appearing
    case shown
    case disappearing
  }

  private(set) var phase = Phase.hidden

  /// An appearance began (will-appear was sent); returns whether did-appear is due now (it is
  /// when the appearance is not animated).
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
