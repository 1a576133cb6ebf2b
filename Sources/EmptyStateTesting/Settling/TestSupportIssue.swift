import Testing

/// Reports a misuse or a runaway of the test support as a failure of the running test.
enum TestSupportIssue {
  static func record(_ message: String) {
    Issue.record(Comment(rawValue: message))
  }
}
