extension EmptyStateController {
  /// Whether a placeholder is fading in or out, or two are crossfading.
  public var isTransitioning: Bool {
    machine.isFading
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
    guard isTransitioning else { return }
    send(.fade(.advanced(now: timers.reading(.fade), alarmRang: false)))
  }

  // MARK: What the fades are told

  /// The shown view, just placed, appears: fading in, or at once (then did-appear comes).
  func beginEntrance(of view: PlaceholderView) {
    send(
      .fade(
        .appearing(
          turnsBack: isLeaving(view), opacity: view.opacity, keepsBehind: keepsFadesBehind,
          start: starting())))
  }

  /// The shown view disappears: fading out where it is, or at once (then did-disappear comes).
  func beginExit() {
    send(
      .fade(
        .disappearing(
          inList: view?.superview != nil, opacity: view?.opacity ?? 1, isLeaving: isLeaving(view),
          start: starting())))
  }

  func beginCrossfadeOut(of old: PlaceholderView?, contentChanged: Bool) {
    send(
      .fade(
        .replacing(
          inList: old?.superview != nil, opacity: old?.opacity ?? 0, isLeaving: isLeaving(old),
          keepsBehind: keepsFadesBehind, start: starting(), contentChanged: contentChanged)))
  }

  func beginSwapEntrance(replacing old: PlaceholderView?, contentChanged: Bool) {
    send(
      .fade(
        .replaced(
          sameView: view === old, opacity: old?.opacity ?? 1, keepsBehind: keepsFadesBehind,
          start: starting(), contentChanged: contentChanged)))
  }

  // MARK: What the fades say

  func carryOut(_ action: PlaceholderFades.Action) {
    switch action {
    case .setOpacity(.shown, let opacity): view?.opacity = opacity
    case .setOpacity(.leaving, let opacity): transitionStorage?.leavingView?.opacity = opacity
    case .leave:
      guard let view else { return }
      view.isUserInteractionEnabled = false  // on its way out, it takes no taps
      view.blocksScrolling = false
      transitions.leavingView = view
    case .keepBehind: keepBehind()
    case .endFadeOut: endFadeOut()
    case .forgetLeaving: transitionStorage?.leavingView = nil
    case .removeShown:
      view?.removeFromSuperview()
      view?.opacity = 1
    case .appeared: if let list { emit(.didAppear, in: list) }
    case .disappeared: if let list { emit(.didDisappear, in: list) }
    case .replaced: if let list { emit(.didReplacePlaceholder, in: list) }
    case .setAlarm(let end):
      timers.set(&transitions.alarm, after: end - timers.reading(.fade)) { [weak self] in
        self?.fadeAlarmRang()
      }
    case .cancelAlarm: timerStorage?.cancel(transitionStorage?.alarm)
    }
  }

  private func fadeAlarmRang() {
    send(.fade(.advanced(now: timers.reading(.fade), alarmRang: true)))
  }

  /// Removes the leaving view from the list, at full opacity.
  func endFadeOut() {
    guard let leaving = transitionStorage?.leavingView else { return }
    transitionStorage?.leavingView = nil
    leaving.removeFromSuperview()
    leaving.opacity = 1
  }

  /// Keeps the leaving view in the list just behind the shown one; a list that refuses it drops it.
  private func keepBehind() {
    guard let leaving = transitionStorage?.leavingView, let list, leaving.superview == nil else {
      return
    }
    do {
      try list.insertSubview(leaving, at: list.subviews.count)
    } catch {
      endFadeOut()
      send(.fade(.leavingDropped))
    }
  }

  // MARK: Helpers

  private var transitions: TransitionStorage {
    if let transitionStorage { return transitionStorage }
    let made = TransitionStorage()
    transitionStorage = made
    return made
  }

  private func isLeaving(_ view: PlaceholderView?) -> Bool {
    view != nil && view === transitionStorage?.leavingView
  }

  /// The options' fades with the time a fade would start at, unless the options have none.
  private func starting() -> PlaceholderFades.Start? {
    guard let transitions = configuration.options.transitionsBox else { return nil }
    return PlaceholderFades.Start(transitions: transitions, now: timers.reading(.fade))
  }

  /// Whether a view leaving can stay behind the shown one: placeholders are placed in front.
  private var keepsFadesBehind: Bool {
    configuration.options.placement == .front
  }
}

/// The placeholder views a list's empty state keeps while they fade, and the fades' alarm.
@MainActor
final class TransitionStorage {
  /// The view leaving the list: the hidden placeholder, or the one a crossfade replaces.
  var leavingView: PlaceholderView?
  var alarm: TimerAlarm?
}
