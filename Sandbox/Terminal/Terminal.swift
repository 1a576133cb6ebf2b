import Foundation

/// What the Sandbox knows about where it runs: a terminal or a pipe, and whether to colour.
enum Terminal {
  /// Whether standard input is a terminal (a person typing).
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

  /// Whether the full screen can be shown: standard input and output are both terminals, and
  /// `TERM` names one that takes escape sequences (set, and not `dumb`).
  static var canShowFullScreen: Bool {
    canShowFullScreen(
      inputIsTerminal: inputIsTerminal, outputIsTerminal: isatty(STDOUT_FILENO) != 0,
      environment: ProcessInfo.processInfo.environment)
  }

  /// The full-screen rule, without the process around it.
  static func canShowFullScreen(
    inputIsTerminal: Bool, outputIsTerminal: Bool, environment: [String: String]
  ) -> Bool {
    let name = environment["TERM"] ?? ""
    return inputIsTerminal && outputIsTerminal && !name.isEmpty && name != "dumb"
  }

  /// Colours only on a terminal, and never when `NO_COLOR` is set to a non-empty value.
  static var usesColor: Bool {
    usesColor(
      outputIsTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment
    )
  }

  /// The colour rule, without the process around it (see https://no-color.org).
  static func usesColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
    outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }
}
