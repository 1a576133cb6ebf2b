import Synchronization
import Testing

@testable import EmptyState

/// A measure that counts the characters it is asked to measure, to show wrapping's work is
/// linear in the text's length.
final class CountingMeasure: TextMeasuring {
  let measuredCharacters = Mutex(0)
  func width(of text: Substring, font: FontStyle) -> Double {
    measuredCharacters.withLock { $0 += text.count }
    return Double(text.count) * 8
  }
  func lineHeight(for font: FontStyle) -> Double { 16 }
}

/// Wrapping: linear work whatever the text, and lines that never exceed the width.
@Suite struct TextWrapperTests {
  func wrap(_ text: String, width: Double, counting measure: CountingMeasure) -> WrappedText {
    TextWrapper.layout(
      text, maxWidth: width, measure: FontMeasure(measure: measure, font: FontStyle(size: 16)))
  }

  @Test(arguments: [1_000, 100_000])
  func oneLongWordIsMeasuredOnceCharacterByCharacter(length: Int) {
    let measure = CountingMeasure()
    let wrapped = wrap(String(repeating: "x", count: length), width: 80, counting: measure)
    #expect(wrapped.lines.count == length / 10)
    #expect(wrapped.lines.allSatisfy { $0.count == 10 })
    // The word once, each character once, the space once, then each line for the size.
    #expect(measure.measuredCharacters.withLock { $0 } == 3 * length + 1)
  }

  @Test func aLongWordInAVeryWideLineStaysOneLine() {
    let measure = CountingMeasure()
    let wrapped = wrap(String(repeating: "y", count: 13_000), width: 200_000, counting: measure)
    #expect(wrapped.lines.count == 1)
    #expect(measure.measuredCharacters.withLock { $0 } == 2 * 13_000 + 1)
  }

  @Test func manyShortWordsAreEachMeasuredOnce() {
    let measure = CountingMeasure()
    let text = Array(repeating: "ab", count: 10_000).joined(separator: " ")
    let wrapped = wrap(text, width: 80, counting: measure)
    #expect(wrapped.lines.allSatisfy { $0.count <= 10 })
    let lineCharacters = wrapped.lines.reduce(0) { $0 + $1.count }
    #expect(measure.measuredCharacters.withLock { $0 } == 2 * 10_000 + 1 + lineCharacters)
  }
}
