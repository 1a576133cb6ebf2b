/// The updates recorded between the start and the end of a batch, with nesting.
struct BatchRecorder {
  /// What ending a batch produced.
  enum Ending: Equatable {
    /// The outermost batch ended: apply this change.
    case apply(ListChange)
    /// An inner batch ended; the outer one is still open.
    case stillOpen
    /// No batch was open.
    case unbalanced
  }

  private var depth = 0
  private var updates: [ListUpdate] = []
  private var wantsReload = false

  /// Whether a batch is open, so updates must be recorded instead of applied.
  var isOpen: Bool { depth > 0 }

  /// Opens a batch, or nests one inside the open batch.
  mutating func begin() {
    depth += 1
  }

  /// Records an update of the open batch.
  mutating func record(_ update: ListUpdate) {
    updates.append(update)
  }

  /// Turns the open batch into a full reload, as asked by `reloadData()` inside it.
  mutating func recordReload() {
    wantsReload = true
  }

  /// Closes the innermost open batch.
  mutating func end() -> Ending {
    guard depth > 0 else { return .unbalanced }
    depth -= 1
    guard depth == 0 else { return .stillOpen }
    defer {
      updates = []
      wantsReload = false
    }
    return .apply(wantsReload ? .reloadData : .batchUpdates(updates))
  }
}
