extension EmptyStateOptions {
  /// How placeholders appear, disappear and replace one another: at once (the default), or
  /// fading on the list's clock.
  ///
  /// Each of the three has its own fade, or none: an appearance fades in, a disappearance fades
  /// out, and a replacement of one shown placeholder by another crossfades (the old one fades
  /// out while the new one fades in). Events keep their meaning: ``EmptyStateEvent/didAppear``
  /// comes when the fade-in ends, ``EmptyStateEvent/didDisappear`` when the fade-out ends and
  /// the view has left the list; a fade that is turned back mid-way (rows arrive while the
  /// placeholder fades in) goes back from where it is, and its pending event never comes (the
  /// article "Appearance and Transitions" gives the full order). With
  /// ``Presentation/afterCompletion`` the fade-in starts once the batch's completion has run.
  ///
  /// Off by default: an app that turns transitions on chooses when its appearance events come.
  /// A fade of no duration is still a fade: its did-event comes on the main actor's next turn.
  ///
  /// ```swift
  /// table.emptyState.configuration.options.transitions = .fade(duration: .milliseconds(200))
  /// ```
  public struct Transitions: Hashable, Sendable {
    /// How a placeholder appears over a list that showed none; `nil` for at once.
    public var appear: PlaceholderFade?
    /// How the shown placeholder goes; `nil` for at once.
    public var disappear: PlaceholderFade?
    /// How a shown placeholder is replaced by another (a crossfade); `nil` for at once.
    ///
    /// With ``Placement/background`` a replacement is always at once: the outgoing view would
    /// have to sit among the rows.
    public var swap: PlaceholderFade?

    /// Creates transitions; all at once by default.
    ///
    /// - Parameters:
    ///   - appear: The fade-in of an appearance.
    ///   - disappear: The fade-out of a disappearance.
    ///   - swap: The crossfade of a replacement.
    public init(
      appear: PlaceholderFade? = nil, disappear: PlaceholderFade? = nil,
      swap: PlaceholderFade? = nil
    ) {
      self.appear = appear
      self.disappear = disappear
      self.swap = swap
    }

    /// Everything at once: no animation.
    public static let none = Transitions()

    /// Fades in, fades out and crossfades, each with the same duration and curve; the delay
    /// applies to appearances.
    ///
    /// - Parameters:
    ///   - duration: How long each fade takes; 250 ms by default.
    ///   - delay: How long an appearance waits first; none by default.
    ///   - curve: How the opacity moves; ease in and out by default.
    /// - Returns: The transitions.
    public static func fade(
      duration: Duration = .milliseconds(250), delay: Duration = .zero,
      curve: PlaceholderFade.Curve = .easeInOut
    ) -> Transitions {
      let fade = PlaceholderFade(duration: duration, curve: curve)
      return Transitions(
        appear: PlaceholderFade(duration: duration, delay: delay, curve: curve), disappear: fade,
        swap: fade)
    }

    /// Whether any of the three animates.
    public var isAnimated: Bool {
      [appear, disappear, swap].contains { $0.map { !$0.isInstant } ?? false }
    }
  }

  /// How placeholders appear, disappear and replace one another; all at once by default.
  public var transitions: Transitions {
    get { transitionsBox?.value ?? .none }
    set { transitionsBox = newValue == .none ? nil : ValueBox(newValue) }
  }
}
