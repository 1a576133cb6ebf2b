import EmptyState
import Testing

@testable import Sandbox

/// Where the parts of the full screen go, the list's size, and which point a click is.
@Suite struct ScreenLayoutTests {
  static let layout = ScreenLayout(size: ScreenSize(clampingColumns: 80, rows: 24))
}

extension ScreenLayoutTests {
  @Test func aTerminalThatReportsNoSizeIsTakenAsEightyByTwentyFour() {
    #expect(ScreenSize(reportedColumns: 0, rows: 0) == .fallback)
    #expect(ScreenSize(reportedColumns: 120, rows: 0) == .fallback)
    #expect(ScreenSize.fallback.description == "80 x 24")
  }

  @Test func aHugeTerminalIsUsedUpToTheLargestListItsLinesAndBorder() {
    let size = ScreenSize(reportedColumns: 100_000, rows: 100_000)
    #expect(size.columns == 1_252)
    #expect(size.rows == 633)
    #expect(ScreenLayout(size: size).listSize == ViewSize(width: 10_000, height: 10_000))
  }

  @Test func theListFillsTheScreenAboveFourLinesOfOutputTheStatusAndTheCommandLine() {
    let layout = Self.layout
    #expect(layout.pictureRows == 1..<19)
    #expect(layout.messageRows == 19..<23)
    #expect(layout.statusRow == 23)
    #expect(layout.commandRow == 24)
    #expect(layout.listSize == ViewSize(width: 78 * 8, height: 16 * 16))
  }

  @Test(arguments: [(1, 1), (2, 2), (3, 3), (5, 4)])
  func aTinyTerminalKeepsTheCommandLineAndAListOfNoHeight(columns: Int, rows: Int) {
    let layout = ScreenLayout(size: ScreenSize(clampingColumns: columns, rows: rows))
    #expect(layout.commandRow == rows)
    #expect(layout.listSize.height == 0)
    #expect(layout.pictureRows.upperBound <= layout.messageRows.lowerBound)
    #expect(layout.statusRow.map { $0 < layout.commandRow } ?? true)
  }

  @Test func aClickedCellIsTheMiddleOfItsPointsInTheList() {
    let size = ViewSize(width: 624, height: 256)
    #expect(Self.layout.point(column: 2, row: 2, listSize: size) == ViewPoint(x: 4, y: 8))
    #expect(Self.layout.point(column: 41, row: 10, listSize: size) == ViewPoint(x: 316, y: 136))
  }

  @Test func aCellTheListOnlyPartlyCoversTakesTheMiddleOfThatPart() {
    let size = ViewSize(width: 20, height: 20)
    #expect(Self.layout.point(column: 4, row: 3, listSize: size) == ViewPoint(x: 18, y: 18))
  }

  @Test(arguments: [
    (1, 5),  // the left border
    (5, 1),  // the top border
    (80, 5),  // the right border
    (5, 18),  // the bottom border
    (5, 20),  // the output
    (5, 24),  // the command line
    (81, 5),  // off the screen
    (0, 0), (-3, -3), (1_000_000, 1_000_000),
  ])
  func aClickOutsideTheListIsNoPoint(column: Int, row: Int) {
    let size = ViewSize(width: 624, height: 256)
    #expect(Self.layout.point(column: column, row: row, listSize: size) == nil)
  }

  @Test func aListLargerThanTheScreenIsClickableOnlyWhereItShows() {
    let size = ViewSize(width: 10_000, height: 10_000)
    #expect(Self.layout.point(column: 80, row: 18, listSize: size) == ViewPoint(x: 628, y: 264))
    #expect(Self.layout.point(column: 81, row: 18, listSize: size) == nil)
    #expect(Self.layout.point(column: 80, row: 19, listSize: size) == nil)
  }
}
