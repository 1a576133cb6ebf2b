/// The main run loop's turns, as UIKit's main thread takes them: blocks queued for a later turn
/// run first, then every visible window that needs layout is laid out (Core Animation's commit).
///
/// Without an argument, a turn is taken whenever the main actor is free, as on a device; a test
/// takes them itself with ``runUntilIdle()``, so it can look at what is true before a turn.
@_spi(StandIn)
@MainActor
public enum MainRunLoop {
  /// Blocks waiting for a later turn, first in first out.
  private static var queued: [() -> Void] = []
  /// Windows that have a view needing layout, in the order they asked.
  private static var windowsNeedingLayout: [UIWindow] = []
  /// Whether a task is already waiting to take the next turn.
  private static var turnIsScheduled = false

  /// Runs turns until nothing is queued and no window needs layout.
  public static func runUntilIdle() {
    var turns = 0
    while !queued.isEmpty || !windowsNeedingLayout.isEmpty {
      runOneTurn()
      turns += 1
      precondition(turns < 10_000, "MainRunLoop: work queues more work forever")
    }
  }

  /// Takes one turn: the blocks queued before it started, then the layout of the windows.
  public static func runOneTurn() {
    let blocks = queued
    queued.removeAll()
    for block in blocks { block() }
    let windows = windowsNeedingLayout
    windowsNeedingLayout.removeAll()
    for window in windows { window.layoutIfNeeded() }
  }

  /// Whether a later turn has work: queued blocks or a window to lay out.
  public static var hasPendingWork: Bool {
    !queued.isEmpty || !windowsNeedingLayout.isEmpty
  }

  /// Queues `block` for the next turn (as `DispatchQueue.main.async` does on a device).
  static func enqueue(_ block: @escaping () -> Void) {
    queued.append(block)
    scheduleTurn()
  }

  /// Asks for `window` to be laid out on the next turn.
  static func needsLayout(_ window: UIWindow) {
    if !windowsNeedingLayout.contains(where: { $0 === window }) {
      windowsNeedingLayout.append(window)
    }
    scheduleTurn()
  }

  /// Makes the main actor take a turn when it is next free, once.
  private static func scheduleTurn() {
    guard !turnIsScheduled else { return }
    turnIsScheduled = true
    Task { @MainActor in
      turnIsScheduled = false
      runOneTurn()
      if hasPendingWork { scheduleTurn() }
    }
  }
}
