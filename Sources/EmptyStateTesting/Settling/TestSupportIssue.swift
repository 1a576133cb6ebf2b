import Testing

/// Reports a misuse or a runaway of the test support as a failure of the running test.
enum TestSupportIssue {
  /// Records `message` as an issue at `sourceLocation`: the test's call that misused or ran
  /// away, when the call takes one, as `expectPicture` and `settle()` do.
  static func record(_ message: String, sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
