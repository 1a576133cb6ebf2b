/// The fades of a list's placeholder views as times and states, kept in the list's machine.
struct PlaceholderFades {
  struct Fade: Equatable {
    let animation: FadeAnimation
    var endsWithEvent: Bool
  }

  struct Start: Equatable {
    let transitions: ValueBox<EmptyStateOptions.Transitions>
    let now: Duration
  }

  enum Slot: Equatable { case shown, leaving }

  enum Event: Equatable {
    case advanced(now: Duration, alarmRang: Bool)
    /// The shown view was placed, at `opacity`; `turnsBack` when it is the leaving one.
    case appearing(turnsBack: Bool, opacity: Double, keepsBehind: Bool, start: Start?)
    /// A handler took away the placeholder that was about to appear.
    case appearanceCancelled
    case disappearing(inList: Bool, opacity: Double, isLeaving: Bool, start: Start?)
    /// A replacement begins: the shown view may crossfade out (`keepsBehind`: placed in front).
    case replacing(
      inList: Bool, opacity: Double, isLeaving: Bool, keepsBehind: Bool, start: Start?,
      contentChanged: Bool)
    /// The replacing view was placed; the replaced one was at `opacity`.
    case replaced(
      sameView: Bool, opacity: Double, keepsBehind: Bool, start: Start?,
      contentChanged: Bool)
    /// The list refused the leaving view behind the shown one: it left the list.
    case leavingDropped
  }

  enum Action: Equatable {
    case setOpacity(Slot, Double)
    /// The shown view becomes the leaving one and stops taking taps and blocking scrolling.
    case leave
    case keepBehind
    /// The leaving view leaves the list, at full opacity.
    case endFadeOut
    case forgetLeaving
    /// The shown view leaves the list at once, at full opacity.
    case removeShown
    case appeared
    case disappeared
    /// A replacement showing other content is over: did-replace comes.
    case replaced
    /// Set the alarm for this reading of the fade stopwatch, in place of any other.
    case setAlarm(at: Duration)
    case cancelAlarm
  }

  private(set) var entering: Fade?
  private(set) var leaving: Fade?
  private var alarm: Duration?
  private var crossfadeBegan = false

  var isFading: Bool { entering != nil || leaving != nil }

  var isIdle: Bool { !isFading && alarm == nil && !crossfadeBegan }

  mutating func respond(to event: Event) -> Effects<Action> {
    var actions = Effects<Action>()
    switch event {
    case .advanced(let now, let alarmRang):
      if alarmRang { alarm = nil }
      advance(to: now, &actions)
    case .appearing(let turnsBack, let opacity, let keepsBehind, let start):
      return appearing(turnsBack: turnsBack, opacity: opacity, keepsBehind: keepsBehind, start)
    case .appearanceCancelled:
      crossfadeBegan = false
      endFadeOut(&actions)
      schedule(&actions)
    case .disappearing(let inList, let opacity, let isLeaving, let start):
      return disappearing(inList: inList, opacity: opacity, isLeaving: isLeaving, start)
    case .replacing(let inList, let opacity, let isLeaving, let keepsBehind, let start, let changed):
      crossfadeBegan = false
      // The same content rebuilt (after a change of options) takes the old view's place as it is.
      guard changed, inList, opacity > 0, keepsBehind, let start,
        let fade = start.transitions.value.swap, !fade.isInstant
      else { break }
      leave(
        opacity: opacity, fade: fade, at: start.now, isLeaving: isLeaving, endsWithEvent: false,
        &actions)
      crossfadeBegan = true
    case .replaced(let sameView, let opacity, let keepsBehind, let start, let changed):
      let crossfading = crossfadeBegan
      crossfadeBegan = false
      if !sameView {
        actions = replaced(
          crossfading: crossfading, opacity: opacity, keepsBehind: keepsBehind, start)
      }
      if changed { actions.append(.replaced) }
    case .leavingDropped:
      leaving = nil
      schedule(&actions)
    }
    return actions
  }

  private mutating func advance(to now: Duration, _ actions: inout Effects<Action>) {
    var ends = Effects<Action>()
    if let fade = entering {
      actions.append(.setOpacity(.shown, fade.animation.opacity(at: now)))
      if now >= fade.animation.end {
        entering = nil
        if fade.endsWithEvent { ends.append(.appeared) }
      }
    }
    if let fade = leaving {
      actions.append(.setOpacity(.leaving, fade.animation.opacity(at: now)))
      if now >= fade.animation.end {
        endFadeOut(&actions)
        if fade.endsWithEvent { ends.append(.disappeared) }
      }
    }
    schedule(&actions)
    actions.append(contentsOf: ends)
  }

  private mutating func appearing(
    turnsBack: Bool, opacity: Double, keepsBehind: Bool, _ start: Start?
  ) -> Effects<Action> {
    var actions = Effects<Action>()
    crossfadeBegan = false
    if let outgoing = leaving {
      leaving = nil
      if turnsBack {
        actions.append(.forgetLeaving)
      } else if keepsBehind {
        // It goes on fading behind this one, without the did-disappear it was due to send.
        leaving = Fade(animation: outgoing.animation, endsWithEvent: false)
        actions.append(.keepBehind)
      } else {
        actions.append(.endFadeOut)
      }
    }
    guard let start, let fade = start.transitions.value.appear else {
      entering = nil
      actions.append(.setOpacity(.shown, 1))
      schedule(&actions)
      actions.append(.appeared)
      return actions
    }
    let animation = FadeAnimation(from: turnsBack ? opacity : 0, to: 1, at: start.now, fade: fade)
    // A fade with nothing to do shows its end at once; its event still waits for its alarm.
    actions.append(.setOpacity(.shown, animation.opacity(at: start.now)))
    entering = Fade(animation: animation, endsWithEvent: true)
    schedule(&actions)
    return actions
  }

  private mutating func disappearing(
    inList: Bool, opacity: Double, isLeaving: Bool, _ start: Start?
  ) -> Effects<Action> {
    var actions = Effects<Action>()
    crossfadeBegan = false
    entering = nil
    guard inList, let start, let fade = start.transitions.value.disappear else {
      endFadeOut(&actions)
      actions.append(.removeShown)
      schedule(&actions)
      actions.append(.disappeared)
      return actions
    }
    leave(
      opacity: opacity, fade: fade, at: start.now, isLeaving: isLeaving, endsWithEvent: true,
      &actions)
    if let fade = leaving {
      actions.append(.setOpacity(.leaving, fade.animation.opacity(at: start.now)))
    }
    schedule(&actions)
    return actions
  }

  private mutating func leave(
    opacity: Double, fade: PlaceholderFade, at now: Duration, isLeaving: Bool,
    endsWithEvent: Bool, _ actions: inout Effects<Action>
  ) {
    if !isLeaving { endFadeOut(&actions) }
    actions.append(.leave)
    let animation = FadeAnimation(from: opacity, to: 0, at: now, fade: fade)
    leaving = Fade(animation: animation, endsWithEvent: endsWithEvent)
  }

  private mutating func replaced(
    crossfading: Bool, opacity: Double, keepsBehind: Bool, _ start: Start?
  ) -> Effects<Action> {
    var actions = Effects<Action>()
    if crossfading, leaving != nil {
      if keepsBehind {
        actions.append(.keepBehind)
      } else {
        endFadeOut(&actions)
      }
    }
    let underWay = entering
    entering = nil
    if crossfading, keepsBehind, let start, let fade = start.transitions.value.swap,
      !fade.isInstant
    {
      actions.append(.setOpacity(.shown, 0))
      let animation = FadeAnimation(from: 0, to: 1, at: start.now, fade: fade)
      entering = Fade(animation: animation, endsWithEvent: underWay?.endsWithEvent ?? false)
    } else if let underWay {
      // A replacement at once during a fade-in: the new view goes on from where it is now (a
      // frame drawn while it was placed went to it, not to the view it replaces).
      entering = underWay
      let now = start.map { underWay.animation.opacity(at: $0.now) }
      actions.append(.setOpacity(.shown, now ?? opacity))
    } else {
      actions.append(.setOpacity(.shown, 1))
    }
    schedule(&actions)
    return actions
  }

  private mutating func endFadeOut(_ actions: inout Effects<Action>) {
    guard leaving != nil else { return }
    leaving = nil
    actions.append(.endFadeOut)
  }

  private mutating func schedule(_ actions: inout Effects<Action>) {
    var next = entering?.animation.end
    if let end = leaving?.animation.end { next = min(next ?? end, end) }
    guard let next else {
      if alarm != nil { actions.append(.cancelAlarm) }
      alarm = nil
      return
    }
    guard next != alarm else { return }
    alarm = next
    actions.append(.setAlarm(at: next))
  }
}
