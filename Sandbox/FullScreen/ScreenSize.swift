/// The size of the terminal in character cells, as the full screen uses it.
///
/// A terminal that reports no size (0 × 0, as a new pseudo-terminal does) counts as
/// ``fallback``. A larger terminal than the largest list needs is used up to ``largest``: the
/// rest of the screen stays blank, so drawing stays bounded whatever size is reported.
struct ScreenSize: Equatable, CustomStringConvertible {
  /// The columns, from 1 to ``largest``'s.
  let columns: Int
  /// The rows, from 1 to ``largest``'s.
  let rows: Int

  /// The size assumed when the terminal reports none.
  static let fallback = ScreenSize(clampingColumns: 80, rows: 24)

  /// The most cells used: a list of ``SandboxLimits/length`` points each way at 8 × 16 points a
  /// cell, its border, and the Sandbox's own lines.
  static let largest = (
    columns: Int(SandboxLimits.length / 8) + 2,
    rows: Int(SandboxLimits.length / 16) + 2 + ScreenLayout.linesBelowList
  )

  /// Creates a size of `columns` × `rows`, each clamped to 1 and ``largest``.
  init(clampingColumns columns: Int, rows: Int) {
    self.columns = min(max(columns, 1), Self.largest.columns)
    self.rows = min(max(rows, 1), Self.largest.rows)
  }

  /// The size a terminal reports: ``fallback`` when either side is 0, clamped otherwise.
  init(reportedColumns columns: Int, rows: Int) {
    if columns <= 0 || rows <= 0 {
      self = .fallback
    } else {
      self.init(clampingColumns: columns, rows: rows)
    }
  }

  /// `80 x 24`.
  var description: String { "\(columns) x \(rows)" }
}
