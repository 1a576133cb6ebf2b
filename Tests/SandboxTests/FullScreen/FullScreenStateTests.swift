import EmptyState
import Testing

@testable import Sandbox

/// What each key does to the full screen: the command line, pages, clicks and the way out.
@Suite struct FullScreenStateTests {
  static let listSize = ViewSize(width: 624, height: 256)

  static func state(typing text: String = "") -> FullScreenState {
    var state = FullScreenState(size: .fallback)
    for scalar in text.unicodeScalars { _ = state.handle(.text(scalar), listSize: listSize) }
    return state
  }
}

extension FullScreenStateTests {
  @Test func enterRunsTheTypedLineAndEmptiesTheCommandLine() {
    var state = Self.state(typing: "add 2")
    #expect(state.handle(.enter, listSize: Self.listSize) == .run("add 2"))
    #expect(state.command.isEmpty)
  }

  @Test func backspaceDeletesTheLastCharacterAndClearLineDeletesAll() {
    var state = Self.state(typing: "add é")
    _ = state.handle(.backspace, listSize: Self.listSize)
    #expect(state.command == "add ")
    _ = state.handle(.clearLine, listSize: Self.listSize)
    #expect(state.command.isEmpty)
    #expect(state.handle(.backspace, listSize: Self.listSize) == nil)
  }

  @Test func theCommandLineStopsAtTheLineLimitAndSaysSo() {
    var state = Self.state(typing: String(repeating: "x", count: SandboxLimits.lineBytes))
    #expect(state.handle(.text("é"), listSize: Self.listSize) == .draw)
    #expect(state.command.utf8.count == SandboxLimits.lineBytes)
    #expect(state.messages == ["the command line holds at most 65536 bytes"])
    _ = state.handle(.backspace, listSize: Self.listSize)
    _ = state.handle(.text("y"), listSize: Self.listSize)
    #expect(state.command.hasSuffix("y"))
  }

  @Test func ctrlCLeavesWith130AndCtrlDOnlyOnAnEmptyLineWithZero() {
    var state = Self.state(typing: "add")
    #expect(state.handle(.endOfInput, listSize: Self.listSize) == nil)
    #expect(state.handle(.interrupt, listSize: Self.listSize) == .quit(130))
    var empty = Self.state()
    #expect(empty.handle(.endOfInput, listSize: Self.listSize) == .quit(0))
  }

  @Test func aClickOnTheListIsATapThereAndElsewhereSaysItDoesNothing() {
    var state = Self.state()
    #expect(
      state.handle(.click(column: 2, row: 2), listSize: Self.listSize)
        == .tap(ViewPoint(x: 4, y: 8)))
    #expect(state.handle(.click(column: 1, row: 24), listSize: Self.listSize) == .draw)
    #expect(state.messages == ["a click outside the list (column 1, row 24) does nothing"])
  }

  @Test func longOutputIsAPageThatSpaceTurnsAndAnyOtherKeyPutsAway() throws {
    var state = Self.state()
    state.show([(1...40).map { "line \($0)" }.joined(separator: "\n")])
    let first = try #require(state.visiblePage)
    #expect(first.count == state.layout.pictureRows.count)
    #expect(first.first == "line 1")
    #expect(first.last == "… 23 more lines: Space shows them")
    _ = state.handle(.text(" "), listSize: Self.listSize)
    #expect(state.visiblePage?.first == "line 18")
    #expect(state.handle(.text("q"), listSize: Self.listSize) == .draw)
    #expect(state.page == nil)
    #expect(state.command.isEmpty)
  }

  @Test func ctrlCLeavesEvenFromAPage() {
    var state = Self.state()
    state.show((1...40).map { "line \($0)" })
    #expect(state.handle(.interrupt, listSize: Self.listSize) == .quit(130))
  }

  @Test func shortOutputShowsUnderTheListWithControlCharactersVisible() {
    var state = Self.state()
    state.show(["one\ntwo\u{1B}[2J"])
    #expect(state.page == nil)
    #expect(state.messages == ["one", "two\\u{1B}[2J"])
  }

  @Test func outputThatIsNotAPageKeepsItsLastLinesAndLeavesAPageOpen() {
    var state = Self.state()
    state.show((1...40).map { "page \($0)" })
    state.show((1...9).map { "frame \($0)" }, asPage: false)
    #expect(state.page?.count == 40)
    #expect(state.messages == ["frame 6", "frame 7", "frame 8", "frame 9"])
  }

  @Test func aResizeChangesTheLayoutOnlyWhenTheSizeChanges() {
    var state = Self.state()
    let same = state.resize(to: .fallback)
    let larger = state.resize(to: ScreenSize(clampingColumns: 100, rows: 30))
    #expect(!same)
    #expect(larger)
    #expect(state.layout.listSize == ViewSize(width: 784, height: 352))
  }
}

/// Real time between frames turned into whole steps of the virtual clock.
@Suite struct FrameClockTests {
  @Test func wholeStepsPassAndTheRestIsCarriedOver() {
    var clock = FrameClock(step: .milliseconds(10))
    #expect(clock.take(.milliseconds(25)) == .milliseconds(20))
    #expect(clock.take(.milliseconds(25)) == .milliseconds(30))
    #expect(clock.take(.milliseconds(4)) == .zero)
    #expect(clock.take(.milliseconds(6)) == .milliseconds(10))
  }

  @Test func aLongGapCountsAsTheLongestFrameAndANegativeOneAsNone() {
    var clock = FrameClock(step: .milliseconds(10), longestFrame: .seconds(1))
    #expect(clock.take(.seconds(3_600)) == .seconds(1))
    #expect(clock.take(.milliseconds(-500)) == .zero)
  }
}
