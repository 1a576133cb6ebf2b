/// The state a model-based run's list starts in, before its first operation.
///
/// The suite began from a reloaded list only, and so missed that an empty view attached to a
/// list never reloaded was never shown when its rows went (issue 17's first defect).
enum ModelStart: CaseIterable, CustomStringConvertible {
  /// Reloaded over an empty data source: the original start.
  case reloaded
  /// The data source set with rows; never reloaded, never read.
  case neverReloaded
  /// The counts first read through `numberOfSections`, with no reload.
  case readThroughCounts
  /// The counts first read by drawing the list, with no reload.
  case readThroughRendering
  /// The counts read with no data source; the data source set afterwards, with no reload.
  case dataSourceSetLate
  /// The counts read from one data source, which is then replaced, with no reload.
  case dataSourceReplaced

  /// What the data source answers at the start: rows, except for the original start.
  var initialData: [Int] {
    self == .reloaded ? [] : [2, 0]
  }

  var description: String {
    switch self {
    case .reloaded: "reloaded"
    case .neverReloaded: "never reloaded"
    case .readThroughCounts: "read through counts"
    case .readThroughRendering: "read through rendering"
    case .dataSourceSetLate: "data source set late"
    case .dataSourceReplaced: "data source replaced"
    }
  }
}
