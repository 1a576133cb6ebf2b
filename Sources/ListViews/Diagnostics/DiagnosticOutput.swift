import Hooks

/// Where diagnostics go when a list has no handler: standard error, one line each.
enum DiagnosticOutput {
  static func write(_ diagnostic: ListDiagnostic) {
    StandardErrorWriter.writeLine("ListViews: \(diagnostic)")
  }
}
