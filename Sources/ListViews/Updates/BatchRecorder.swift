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

  /// Identifies one opened batch, to tell later whether it is still open.
  struct Ticket: Equatable {
    fileprivate let serial: Int
  }

  /// The open batches, outermost first.
  private var open: [Ticket] = []
  private var serial = 0
  private var updates: [ListUpdate] = []
  private var wantsReload = false

  /// Whether a batch is open, so updates must be recorded instead of applied.
  var isOpen: Bool { !open.isEmpty }

  /// How many batches are open (nested ones included).
  var depth: Int { open.count }

  /// Whether the batch of `ticket` is still open.
  func isOpen(_ ticket: Ticket) -> Bool {
    open.contains(ticket)
  }

  /// Opens a batch, or nests one inside the open batch.
  mutating func begin() -> Ticket {
    serial &+= 1
    let ticket = Ticket(serial: serial)
    open.append(ticket)
    return ticket
  }

  /// Records a change of the open batch; a reload turns the whole batch into a reload.
  mutating func record(_ change: ListChange) {
    switch change {
    case .reloadData: wantsReload = true
    case .update(let update): updates.append(update)
    case .batchUpdates(let batch):
      // The first (often the only) change of a batch is taken as it is, without a copy.
      if updates.isEmpty { updates = batch } else { updates += batch }
    }
  }

  /// Closes the innermost open batch.
  mutating func end() -> Ending {
    guard !open.isEmpty else { return .unbalanced }
    open.removeLast()
    guard open.isEmpty else { return .stillOpen }
    defer {
      updates = []
      wantsReload = false
    }
    return .apply(wantsReload ? .reloadData : .batchUpdates(updates))
  }
}
