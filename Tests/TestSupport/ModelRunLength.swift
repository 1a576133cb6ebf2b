import Foundation

/// How many seeds the model-based suites run, chosen by the environment.
///
/// A plain `swift test` runs the quick count, so that a contributor's run stays short;
/// `.ci/run` sets `EMPTYSTATE_SOAK=1` for the soak count (what every seed-based suite ran
/// before); `EMPTYSTATE_LONG_RUN=1` runs the long count, for a search by hand.
public enum ModelRunLength {
  /// The length the environment asks for.
  case quick, soak, long

  /// The length of this process's run.
  public static var current: ModelRunLength {
    let environment = ProcessInfo.processInfo.environment
    if environment["EMPTYSTATE_LONG_RUN"] == "1" { return .long }
    if environment["EMPTYSTATE_SOAK"] == "1" { return .soak }
    return .quick
  }

  /// The count for this run among the three.
  public static func seeds(quick: Int, soak: Int, long: Int) -> Int {
    switch current {
    case .quick: quick
    case .soak: soak
    case .long: long
    }
  }
}
