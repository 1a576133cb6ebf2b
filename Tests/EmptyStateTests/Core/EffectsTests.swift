import Testing

@testable import EmptyState

/// The effects of one event: kept inline up to four, in an array past that, always in order.
@Suite struct EffectsTests {
  @Test func effectsComeOutInTheOrderTheyWentIn() {
    var effects = Effects<Int>()
    for number in 1...6 { effects.append(number) }
    #expect(Array(effects) == [1, 2, 3, 4, 5, 6])
    #expect(effects.count == 6)
  }

  @Test func appendingEffectsKeepsBothOrders() {
    var first = Effects(1)
    var second = Effects<Int>()
    for number in 2...5 { second.append(number) }
    first.append(contentsOf: second)
    #expect(Array(first) == [1, 2, 3, 4, 5])
  }

  @Test func noEffectIsEmpty() {
    let effects = Effects<Int>()
    #expect(effects.isEmpty)
    #expect(Array(effects).isEmpty)
  }
}
