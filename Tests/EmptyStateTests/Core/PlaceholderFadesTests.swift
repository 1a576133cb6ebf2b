import Testing

@testable import EmptyState

/// The fades as the list's machine keeps them: times and states in, actions on the views out.
@Suite struct PlaceholderFadesTests {
  typealias Action = PlaceholderFades.Action

  static let linear = PlaceholderFade(duration: .milliseconds(200), curve: .linear)

  /// The options' fades, read at `now`.
  static func start(
    appear: PlaceholderFade? = nil, disappear: PlaceholderFade? = nil,
    swap: PlaceholderFade? = nil, at now: Duration = .zero
  ) -> PlaceholderFades.Start {
    let transitions = EmptyStateOptions.Transitions(
      appear: appear, disappear: disappear, swap: swap)
    return PlaceholderFades.Start(transitions: ValueBox(transitions), now: now)
  }

  /// Fades whose shown view fades out over 200 ms from full opacity, from time zero.
  static func leavingFades() -> PlaceholderFades {
    var fades = PlaceholderFades()
    _ = fades.respond(
      to: .disappearing(
        inList: true, opacity: 1, isLeaving: false, start: start(disappear: linear)))
    return fades
  }

  @Test func anAppearanceWithoutAFadeShowsAtOnceAndSendsDidAppear() {
    var fades = PlaceholderFades()
    let actions = fades.respond(
      to: .appearing(turnsBack: false, opacity: 0, keepsBehind: true, start: nil))
    #expect(Array(actions) == [.setOpacity(.shown, 1), .appeared])
    #expect(fades.isIdle)
  }

  @Test func aFadeInStartsFromZeroAndSetsTheAlarmForItsEnd() {
    var fades = PlaceholderFades()
    let actions = fades.respond(
      to: .appearing(
        turnsBack: false, opacity: 1, keepsBehind: true, start: Self.start(appear: Self.linear)))
    #expect(Array(actions) == [.setOpacity(.shown, 0), .setAlarm(at: .milliseconds(200))])
    #expect(fades.isFading)
  }

  @Test func halfwayThroughAFadeItsOpacityMovesAndTheAlarmStays() {
    var fades = PlaceholderFades()
    _ = fades.respond(
      to: .appearing(
        turnsBack: false, opacity: 0, keepsBehind: true, start: Self.start(appear: Self.linear)))
    let actions = fades.respond(to: .advanced(now: .milliseconds(100), alarmRang: false))
    #expect(Array(actions) == [.setOpacity(.shown, 0.5)])
  }

  @Test func theAlarmAtTheEndOfAFadeInSendsDidAppear() {
    var fades = PlaceholderFades()
    _ = fades.respond(
      to: .appearing(
        turnsBack: false, opacity: 0, keepsBehind: true, start: Self.start(appear: Self.linear)))
    let actions = fades.respond(to: .advanced(now: .milliseconds(200), alarmRang: true))
    #expect(Array(actions) == [.setOpacity(.shown, 1), .appeared])
    #expect(fades.isIdle)
  }

  @Test func aViewTurningBackFadesInFromWhereItWas() {
    var fades = Self.leavingFades()
    _ = fades.respond(to: .advanced(now: .milliseconds(80), alarmRang: false))
    let actions = fades.respond(
      to: .appearing(
        turnsBack: true, opacity: 0.6, keepsBehind: true,
        start: Self.start(appear: Self.linear, at: .milliseconds(80))))
    #expect(
      Array(actions) == [
        .forgetLeaving, .setOpacity(.shown, 0.6), .setAlarm(at: .milliseconds(160)),
      ])
  }

  @Test func aViewStillLeavingGoesOnBehindTheNewOneWithoutItsEvent() {
    var fades = Self.leavingFades()
    let shown = fades.respond(
      to: .appearing(turnsBack: false, opacity: 1, keepsBehind: true, start: nil))
    #expect(Array(shown) == [.keepBehind, .setOpacity(.shown, 1), .appeared])
    let ended = fades.respond(to: .advanced(now: .milliseconds(200), alarmRang: true))
    #expect(Array(ended) == [.setOpacity(.leaving, 0), .endFadeOut])
  }

  @Test func placeholdersBehindTheRowsLetTheLeavingViewGoAtOnce() {
    var fades = Self.leavingFades()
    let actions = fades.respond(
      to: .appearing(turnsBack: false, opacity: 1, keepsBehind: false, start: nil))
    #expect(Array(actions) == [.endFadeOut, .setOpacity(.shown, 1), .cancelAlarm, .appeared])
    #expect(fades.isIdle)
  }

  @Test func aFadeOutMakesTheShownViewTheLeavingOneAndEndsWithDidDisappear() {
    var fades = PlaceholderFades()
    let began = fades.respond(
      to: .disappearing(
        inList: true, opacity: 1, isLeaving: false, start: Self.start(disappear: Self.linear)))
    #expect(Array(began) == [.leave, .setOpacity(.leaving, 1), .setAlarm(at: .milliseconds(200))])
    let ended = fades.respond(to: .advanced(now: .milliseconds(200), alarmRang: true))
    #expect(Array(ended) == [.setOpacity(.leaving, 0), .endFadeOut, .disappeared])
  }

  @Test func aDisappearanceWithoutAFadeRemovesTheViewAtOnce() {
    var fades = PlaceholderFades()
    let actions = fades.respond(
      to: .disappearing(inList: true, opacity: 1, isLeaving: false, start: nil))
    #expect(Array(actions) == [.removeShown, .disappeared])
  }

  @Test func aViewOutOfTheListLeavesAtOnceWhateverTheFade() {
    var fades = PlaceholderFades()
    let actions = fades.respond(
      to: .disappearing(
        inList: false, opacity: 1, isLeaving: false, start: Self.start(disappear: Self.linear)))
    #expect(Array(actions) == [.removeShown, .disappeared])
  }

  @Test func aCrossfadeFadesTheNewViewInOverTheOldOne() {
    var fades = PlaceholderFades()
    let start = Self.start(swap: Self.linear)
    let out = fades.respond(
      to: .replacing(
        inList: true, opacity: 1, isLeaving: false, keepsBehind: true, start: start,
        contentChanged: true))
    #expect(Array(out) == [.leave])
    let into = fades.respond(
      to: .replaced(
        sameView: false, opacity: 1, keepsBehind: true, start: start, contentChanged: true))
    #expect(
      Array(into) == [
        .keepBehind, .setOpacity(.shown, 0), .setAlarm(at: .milliseconds(200)), .replaced,
      ])
  }

  @Test func theSameContentRebuiltNeitherCrossfadesNorIsAReplacement() {
    var fades = PlaceholderFades()
    let start = Self.start(swap: Self.linear)
    let out = fades.respond(
      to: .replacing(
        inList: true, opacity: 1, isLeaving: false, keepsBehind: true, start: start,
        contentChanged: false))
    let into = fades.respond(
      to: .replaced(
        sameView: false, opacity: 1, keepsBehind: true, start: start, contentChanged: false))
    #expect(Array(out).isEmpty)
    #expect(Array(into) == [.setOpacity(.shown, 1)])
  }

  @Test func aSwapFadeThatTakesNoTimeReplacesAtOnce() {
    var fades = PlaceholderFades()
    let start = Self.start(swap: PlaceholderFade(duration: .zero))
    let out = fades.respond(
      to: .replacing(
        inList: true, opacity: 1, isLeaving: false, keepsBehind: true, start: start,
        contentChanged: true))
    let into = fades.respond(
      to: .replaced(
        sameView: false, opacity: 1, keepsBehind: true, start: start, contentChanged: true))
    #expect(Array(out).isEmpty)
    #expect(Array(into) == [.setOpacity(.shown, 1), .replaced])
  }

  @Test func aReplacementAtOnceDuringAFadeInGoesOnFromWhereItWas() {
    var fades = PlaceholderFades()
    _ = fades.respond(
      to: .appearing(
        turnsBack: false, opacity: 0, keepsBehind: true, start: Self.start(appear: Self.linear)))
    _ = fades.respond(
      to: .replacing(
        inList: true, opacity: 0.3, isLeaving: false, keepsBehind: true, start: nil,
        contentChanged: true))
    let into = fades.respond(
      to: .replaced(
        sameView: false, opacity: 0.3, keepsBehind: true, start: nil, contentChanged: true))
    #expect(Array(into) == [.setOpacity(.shown, 0.3), .replaced])
    let ended = fades.respond(to: .advanced(now: .milliseconds(200), alarmRang: true))
    #expect(Array(ended) == [.setOpacity(.shown, 1), .appeared])
  }

  @Test func aLeavingViewTheListRefusedIsForgottenWithItsAlarm() {
    var fades = Self.leavingFades()
    let actions = fades.respond(to: .leavingDropped)
    #expect(Array(actions) == [.cancelAlarm])
    #expect(fades.isIdle)
  }
}
