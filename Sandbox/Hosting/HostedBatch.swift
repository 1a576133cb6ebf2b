import EmptyState

/// The updates of a UIKit list's open batch, held until the outermost end and then checked as
/// UIKit checks them, so that a batch UIKit would raise for is reloaded instead.
///
/// UIKit ends an app whose batch does not match its data source; a headless list reports it and
/// reloads. The Sandbox lets a person make that mistake in either, so a hosted batch is first
/// run on a throwaway headless table from the counts before it.
@MainActor
final class HostedBatch {
  /// The updates told since the batch opened, in order.
  private var updates: [ListUpdate] = []
  /// The counts when the outermost batch opened: the UIKit list's.
  private var before: [Int] = []
  /// How many batches are open.
  private var depth = 0

  /// Whether a batch is open, so that updates wait for its end.
  var isOpen: Bool { depth > 0 }

  /// Opens a batch over the data's current counts.
  func open(over data: SandboxData) {
    if depth == 0 { before = data.sections }
    depth += 1
  }

  /// Holds `update` until the batch ends.
  func hold(_ update: ListUpdate) {
    updates.append(update)
  }

  /// Closes a batch; at the outermost end, the updates and whether UIKit would take them.
  func close(over data: SandboxData) -> (updates: [ListUpdate], valid: Bool)? {
    guard depth > 0 else { return nil }
    depth -= 1
    guard depth == 0 else { return nil }
    defer { updates = [] }
    return (updates, Self.matches(updates, from: before, to: data))
  }

  /// Whether `updates` take a list from the counts `before` to `data`'s without a diagnostic.
  private static func matches(_ updates: [ListUpdate], from before: [Int], to data: SandboxData)
    -> Bool
  {
    let check = TableView()
    let counts = SandboxData(sections: before)
    check.dataSource = counts
    _ = check.numberOfSections  // fetched now, from the counts before the batch
    var reported = false
    check.diagnosticHandler = { _, _ in reported = true }
    counts.sections = data.sections
    check.beginUpdates()
    for update in updates { check.apply(update) }
    check.endUpdates()
    return !reported
  }
}
