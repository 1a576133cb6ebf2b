import EmptyState

/// Transitions as the model knows them, restated from the documentation of
/// `EmptyStateOptions.Transitions` and `PlaceholderFade`: an appearance fades in (after its
/// delay, from nothing), a disappearance fades out, a change of content crossfades; a fade turned
/// back goes back from where it is, in the part of the duration it covers; did-appear comes when
/// the fade-in ends and did-disappear when the fade-out ends, and a fade turned back never sends
/// the event it was on its way to.
///
/// Times are microseconds of the test clock. The list brings its fades up to date (and ends
/// those that are over) before each decision that changes the placeholder, when a fade's end
/// timer fires, when a held load result is applied, and on each frame drawn.
extension ListModel {
  /// The placeholder's visibility as its events tell it.
  enum Presentation: Equatable {
    case hidden
    case appearing
    case shown
    case disappearing
  }

  /// A placeholder view the model knows: which placeholder, and what it shows.
  struct View {
    var id: Int
    var kind: PlaceholderKind
    var content: String?
  }

  /// One view's opacity on its way from one value to another.
  struct Fade {
    var viewID: Int
    let from: Double
    let to: Double
    let start: Int
    let length: Int
    let curve: PlaceholderFade.Curve
    /// What the view shows: the opacity of the last time the list brought its fades up to date.
    var shown: Double

    /// A fade of `view` from `from` to `to` that begins at `now`: only a fade from nothing waits
    /// for the delay, and it takes the duration times the distance it covers.
    init(view: Int, from: Double, to: Double, at now: Int, _ fade: PlaceholderFade) {
      viewID = view
      self.from = from
      self.to = to
      let waits = from == 0 && to > 0
      start = now + (waits ? Self.microseconds(fade.delay) : 0)
      length = Int((Double(Self.microseconds(fade.duration)) * abs(to - from)).rounded())
      curve = fade.curve
      shown = from
      shown = opacity(at: now)  // a fade with nothing to do shows its end at once
    }

    var end: Int { start + length }

    /// The opacity at `now`: `from` until the fade starts, `to` from its end on.
    func opacity(at now: Int) -> Double {
      guard now < end else { return to }
      guard now > start else { return from }
      let time = Double(now - start) / Double(length)
      // Linear, or ease in and out: 3t² − 2t³, slow at both ends.
      let progress = curve == .linear ? time : time * time * (3 - 2 * time)
      return from + (to - from) * progress
    }

    static func microseconds(_ duration: Duration) -> Int {
      let (seconds, attoseconds) = duration.components
      return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
    }
  }

  /// The clock's time in microseconds.
  var micro: Int { now }

  /// Whether a view is fading in or out.
  var isFading: Bool { entering != nil || leaving != nil }

  /// The opacity the shown view shows.
  var shownOpacity: Double { entering?.shown ?? 1 }

  /// The configuration changed: the view kept is stale, and the next decision builds another.
  mutating func configurationChanged() {
    viewIsCurrent = false
  }

  /// Carries out a decision from `old` to `new` (showing `newContent`), with its events.
  mutating func carryOut(
    from old: PlaceholderKind?, to new: PlaceholderKind?, newContent: String?,
    events: inout [EmptyStateEvent]
  ) {
    switch (old, new) {
    case (nil, let kind?):
      updateFades(events: &events)
      appear(kind, content: newContent, events: &events)
    case (_?, nil):
      updateFades(events: &events)
      disappear(events: &events)
    case (let shown?, let kind?):
      let changed = newContent != shownContent
      guard shown != kind || changed || !viewIsCurrent else { return }
      updateFades(events: &events)
      replace(with: kind, content: newContent, crossfading: changed)
      if changed { events.append(.didReplacePlaceholder) }
    case (nil, nil):
      return
    }
  }

  /// Brings every fade up to now: its view's opacity, and the end of each fade that is over.
  mutating func updateFades(events: inout [EmptyStateEvent]) {
    if var fade = entering {
      fade.shown = fade.opacity(at: micro)
      entering = fade
      if micro >= fade.end {
        entering = nil
        if presentation == .appearing {
          presentation = .shown
          events.append(.didAppear)
        }
      }
    }
    if var fade = leaving {
      fade.shown = fade.opacity(at: micro)
      leaving = fade
      if micro >= fade.end {
        leaving = nil
        if presentation == .disappearing {
          presentation = .hidden
          events.append(.didDisappear)
        }
      }
    }
  }

  /// The timer of the next end fires if that end has come.
  mutating func endDueFades(events: inout [EmptyStateEvent]) {
    let ends = [entering?.end, leaving?.end].compactMap { $0 }
    if ends.contains(where: { $0 <= micro }) { updateFades(events: &events) }
  }

  /// A frame is drawn: the fades come up to now.
  mutating func drawFrame(events: inout [EmptyStateEvent]) {
    if isFading { updateFades(events: &events) }
  }

  private mutating func appear(
    _ kind: PlaceholderKind, content: String?, events: inout [EmptyStateEvent]
  ) {
    events.append(.willAppear)
    let outgoing = leaving
    // The kept view shows again if it was built for this placeholder and this configuration.
    let keeps = view.map { $0.kind == kind && $0.content == content && viewIsCurrent } ?? false
    if !keeps { buildView(kind, content: content) }
    let id = view?.id ?? 0
    let turnsBack = outgoing?.viewID == id
    leaving = turnsBack ? nil : outgoing  // another view goes on fading out behind
    guard let fade = transitions.appear else {
      entering = nil
      presentation = .shown
      events.append(.didAppear)
      return
    }
    entering = Fade(view: id, from: turnsBack ? outgoing?.shown ?? 0 : 0, to: 1, at: micro, fade)
    presentation = .appearing
    fadeStarted(fade)
  }

  private mutating func disappear(events: inout [EmptyStateEvent]) {
    events.append(.willDisappear)
    let opacity = shownOpacity
    entering = nil
    // A fade-out with nothing to do still ends on its timer, due at once.
    guard let fade = transitions.disappear else {
      leaving = nil
      presentation = .hidden
      events.append(.didDisappear)
      return
    }
    leaving = Fade(view: view?.id ?? 0, from: opacity, to: 0, at: micro, fade)
    presentation = .disappearing
    fadeStarted(fade)
  }

  /// A new view replaces the shown one: a crossfade when what it shows changed, otherwise in
  /// place, taking over a fade-in under way.
  private mutating func replace(
    with kind: PlaceholderKind, content: String?, crossfading changed: Bool
  ) {
    let oldID = view?.id ?? 0
    let opacity = shownOpacity
    let crossfade = changed && opacity > 0 ? animated(transitions.swap) : nil
    if let crossfade {
      leaving = Fade(view: oldID, from: opacity, to: 0, at: micro, crossfade)
    }
    buildView(kind, content: content)
    let id = view?.id ?? 0
    if let crossfade {
      entering = Fade(view: id, from: 0, to: 1, at: micro, crossfade)
      fadeStarted(crossfade)
    } else {
      entering?.viewID = id
    }
  }

  private mutating func buildView(_ kind: PlaceholderKind, content: String?) {
    builtViews += 1
    view = View(id: builtViews, kind: kind, content: content)
    viewIsCurrent = true
  }

  /// A crossfade that animates; `nil` for none or one that takes no time.
  private func animated(_ fade: PlaceholderFade?) -> PlaceholderFade? {
    guard let fade, fade.duration > .zero || fade.delay > .zero else { return nil }
    return fade
  }

  /// Every fade ends within its delay and duration of its start.
  private mutating func fadeStarted(_ fade: PlaceholderFade) {
    settledBy = max(
      settledBy, micro + Fade.microseconds(fade.delay) + Fade.microseconds(fade.duration))
  }
}
