import Testing

@testable import EmptyState

/// The pure rule of a fade: where the opacity is at each instant.
@Suite struct FadeAnimationTests {
  static let fade = PlaceholderFade(duration: .milliseconds(100), curve: .linear)
}

extension FadeAnimationTests {
  @Test func aLinearFadeIsAQuarterOfTheWayAfterAQuarterOfTheTime() {
    let animation = FadeAnimation(from: 0, to: 1, at: .zero, fade: Self.fade)
    #expect(animation.opacity(at: .milliseconds(25)) == 0.25)
    #expect(animation.opacity(at: .milliseconds(50)) == 0.5)
    #expect(animation.opacity(at: .milliseconds(100)) == 1)
    #expect(animation.end == .milliseconds(100))
  }

  @Test func aFadeTurnedBackTakesThePartOfTheDurationItCovers() {
    let animation = FadeAnimation(from: 0.4, to: 0, at: .milliseconds(40), fade: Self.fade)
    #expect(animation.end == .milliseconds(80))
    #expect(abs(animation.opacity(at: .milliseconds(60)) - 0.2) < 1e-12)
  }

  @Test func theDelayHoldsOnlyAnAppearanceFromNothing() {
    let delayed = PlaceholderFade(
      duration: .milliseconds(100), delay: .milliseconds(50), curve: .linear)
    let fromNothing = FadeAnimation(from: 0, to: 1, at: .zero, fade: delayed)
    #expect(fromNothing.opacity(at: .milliseconds(50)) == 0)
    #expect(fromNothing.opacity(at: .milliseconds(100)) == 0.5)
    let turningBack = FadeAnimation(from: 0.5, to: 1, at: .zero, fade: delayed)
    #expect(turningBack.start == .zero)
  }

  @Test func aFadeOfNoDurationIsAtItsTargetFromItsEnd() {
    let delayed = PlaceholderFade(duration: .zero, delay: .milliseconds(50))
    let animation = FadeAnimation(from: 0, to: 1, at: .zero, fade: delayed)
    #expect(animation.end == .milliseconds(50))
    #expect(animation.opacity(at: .milliseconds(49)) == 0)
    #expect(animation.opacity(at: .milliseconds(50)) == 1)
  }

  @Test func easeInOutIsSlowAtTheEndsAndHalfWayAtHalfTime() {
    let curve = PlaceholderFade.Curve.easeInOut
    #expect(curve.value(at: 0.5) == 0.5)
    #expect(curve.value(at: 0.1) < 0.1)
    #expect(curve.value(at: 0.9) > 0.9)
    #expect(curve.value(at: 2) == 1 && curve.value(at: -1) == 0)
  }

  @Test func durationsBeyondTheBoundsCountAsTheBounds() {
    let wild = PlaceholderFade(duration: .seconds(-5), delay: .seconds(3_600))
    #expect(wild.effectiveDuration == .zero)
    #expect(wild.effectiveDelay == PlaceholderFade.maximumDuration)
    #expect(wild.exceedsMaximum)
    #expect(PlaceholderFade(duration: .zero).isInstant)
  }
}
