extension EmptyStateController {
  /// Whether a placeholder is fading in or out, or two are crossfading.
  public var isTransitioning: Bool {
    transitionStorage?.isAnimating ?? false
  }

  /// Brings the fades under way up to the ``clock``'s current time: the opacity of each
  /// fading view, and the end of each fade that is over (its view leaves the list, its event
  /// comes).
  ///
  /// The ends come by themselves, on the clock; the opacity in between moves when this is
  /// called: from a display link, from each frame of the Sandbox's full screen, or from a test
  /// after it advanced a test clock (`EmptyStateTesting`'s `TestClock`). Calling it when
  /// nothing fades does nothing.
  ///
  /// ```swift
  /// await clock.advance(by: .milliseconds(100))
  /// table.emptyState.updateTransitions()
  /// print(table.emptyView?.opacity ?? 0)
  /// ```
  public func updateTransitions() {
    guard let storage = transitionStorage, storage.isAnimating else { return }
    advanceTransitions(to: timers.reading(.fade))
  }

  // MARK: Steps of the decisions

  /// Brings the fades up to now before a decision changes them.
  func syncTransitions() {
    updateTransitions()
  }

  /// Starts the appearance of `view`, just placed: a fade-in, or at once.
  func beginEntrance(of view: PlaceholderView, after outgoing: ViewFade?, in list: List) -> Bool {
    let storage = transitionStorage
    storage?.leaving = nil
    let turnsBack = outgoing?.view === view
    // The view fading out goes on behind this one, without the did-disappear it was due to send.
    if let outgoing, !turnsBack {
      keepFadingOut(ViewFade(view: outgoing.view, animation: outgoing.animation), in: list)
    }
    guard let fade = fade(\.appear) else {
      view.opacity = 1
      storage?.entering = nil
      return true
    }
    let transitions = transitionState
    let now = timers.reading(.fade)
    let animation = FadeAnimation(from: turnsBack ? view.opacity : 0, to: 1, at: now, fade: fade)
    // A fade with nothing to do shows its end at once; its event still waits for its timer.
    view.opacity = animation.opacity(at: now)
    transitions.entering = ViewFade(view: view, animation: animation, endsWithEvent: true)
    scheduleTransitionEnd()
    return false
  }

  /// Starts the disappearance of the shown view: a fade-out where it is, or at once.
  func beginExit(in list: List) -> Bool {
    let storage = transitionStorage
    storage?.entering = nil
    guard let view, view.superview != nil, let fade = fade(\.disappear) else {
      if let leaving = storage?.leaving { endFadeOut(leaving) }
      view?.removeFromSuperview()
      view?.opacity = 1
      return true
    }
    let transitions = transitionState
    if let older = transitions.leaving, older.view !== view { endFadeOut(older) }
    stopInteraction(of: view)
    let now = timers.reading(.fade)
    let animation = FadeAnimation(from: view.opacity, to: 0, at: now, fade: fade)
    view.opacity = animation.opacity(at: now)
    transitions.leaving = ViewFade(view: view, animation: animation, endsWithEvent: true)
    scheduleTransitionEnd()
    return false
  }

  /// Before a replacement: makes the shown view fade out if the replacement crossfades.
  func beginCrossfadeOut(of old: PlaceholderView?) -> Bool {
    guard let old, old.superview != nil, let fade = crossfade, old.opacity > 0 else {
      return false
    }
    let transitions = transitionState
    if let older = transitions.leaving, older.view !== old { endFadeOut(older) }
    stopInteraction(of: old)
    transitions.leaving = ViewFade(
      view: old,
      animation: FadeAnimation(from: old.opacity, to: 0, at: timers.reading(.fade), fade: fade))
    return true
  }

  /// After a replacement placed `view`.
  func beginSwapEntrance(
    of view: PlaceholderView, replacing old: PlaceholderView?, crossfading: Bool, in list: List
  ) {
    guard view !== old else { return }
    let storage = transitionStorage
    if crossfading, let leaving = storage?.leaving, leaving.view === old {
      keepFadingOut(leaving, in: list)
    }
    let underWay = storage?.entering
    storage?.entering = nil
    if crossfading, let fade = crossfade {
      let transitions = transitionState
      view.opacity = 0
      transitions.entering = ViewFade(
        view: view,
        animation: FadeAnimation(from: 0, to: 1, at: timers.reading(.fade), fade: fade),
        endsWithEvent: underWay?.endsWithEvent ?? false)
    } else if let underWay {
      // A replacement at once during a fade-in: the new view goes on from where it was.
      storage?.entering = ViewFade(
        view: view, animation: underWay.animation, endsWithEvent: underWay.endsWithEvent)
      view.opacity = underWay.view.opacity
    } else {
      view.opacity = 1
    }
    scheduleTransitionEnd()
  }

  /// Removes a view whose fade-out is over (or cut short) from the list.
  func endFadeOut(_ fade: ViewFade) {
    if transitionStorage?.leaving?.view === fade.view { transitionStorage?.leaving = nil }
    fade.view.removeFromSuperview()
    fade.view.opacity = 1
  }

  // MARK: Time

  /// Sets every fading view to its opacity at `now`, ends the fades that are over.
  private func advanceTransitions(to now: Duration) {
    guard let storage = transitionStorage else { return }
    var events: [EmptyStateEvent] = []
    if let entering = storage.entering {
      entering.view.opacity = entering.animation.opacity(at: now)
      if now >= entering.animation.end {
        storage.entering = nil
        if entering.endsWithEvent { events.append(.didAppear) }
      }
    }
    if let leaving = storage.leaving {
      leaving.view.opacity = leaving.animation.opacity(at: now)
      if now >= leaving.animation.end {
        endFadeOut(leaving)
        if leaving.endsWithEvent { events.append(.didDisappear) }
      }
    }
    scheduleTransitionEnd()
    guard let list else { return }
    for event in events { emit(event, in: list) }
  }

  /// Sets the timer for the next end of a fade, unless it is set already.
  private func scheduleTransitionEnd() {
    guard let storage = transitionStorage else { return }
    guard let end = storage.nextEnd else {
      timerStorage?.cancel(storage.endAlarm?.alarm)
      storage.endAlarm = nil
      return
    }
    if let set = storage.endAlarm, set.end == end, timers.isPending(set.alarm) { return }
    timers.cancel(storage.endAlarm?.alarm)
    let alarm = timers.set(after: end - timers.reading(.fade)) { [weak self] in
      self?.updateTransitions()
    }
    storage.endAlarm = (alarm, end)
  }

  // MARK: Helpers

  /// The transitions' state, made when first needed.
  private var transitionState: TransitionStorage {
    if let transitionStorage { return transitionStorage }
    let made = TransitionStorage()
    transitionStorage = made
    return made
  }

  /// The fade of an appearance or a disappearance, unless it is none.
  private func fade(
    _ which: KeyPath<EmptyStateOptions.Transitions, PlaceholderFade?>
  ) -> PlaceholderFade? {
    configuration.options.transitionsBox?.value[keyPath: which]
  }

  /// The crossfade of a replacement, unless it is none or takes no time.
  private var crossfade: PlaceholderFade? {
    guard configuration.options.placement == .front, let fade = fade(\.swap), !fade.isInstant
    else { return nil }
    return fade
  }

  /// A view on its way out: it takes no taps and blocks no scrolling.
  private func stopInteraction(of view: PlaceholderView) {
    view.isUserInteractionEnabled = false
    view.blocksScrolling = false
  }

  /// Keeps a view fading out in the list, just behind the shown one.
  private func keepFadingOut(_ fade: ViewFade, in list: List) {
    guard configuration.options.placement == .front else { return endFadeOut(fade) }
    if fade.view.superview == nil {
      do {
        try list.insertSubview(fade.view, at: list.subviews.count)
      } catch {
        return endFadeOut(fade)
      }
    }
    transitionState.leaving = fade
    scheduleTransitionEnd()
  }
}

/// What a list's empty state keeps while placeholders fade.
@MainActor
final class TransitionStorage {
  /// The shown view while it fades in (or takes over a fade-in under way).
  var entering: ViewFade?
  /// A view fading out: the hidden placeholder, or the one a crossfade replaces.
  var leaving: ViewFade?
  /// The alarm of the next fade's end, with that end (a reading of the fade stopwatch).
  var endAlarm: (alarm: TimerAlarm, end: Duration)?

  /// Whether a view is fading.
  var isAnimating: Bool {
    entering != nil || leaving != nil
  }

  /// When the next fade ends, if one runs.
  var nextEnd: Duration? {
    [entering?.animation.end, leaving?.animation.end].compactMap { $0 }.min()
  }

}

/// A view and the fade it is in, whose end sends did-appear or did-disappear if it presents.
struct ViewFade {
  let view: PlaceholderView
  let animation: FadeAnimation
  /// Whether it is the list's appearance or disappearance, not a crossfade or a view behind.
  var endsWithEvent = false
}
