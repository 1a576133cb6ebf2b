/// Counts live instances: every tracked object is held weakly, and whatever is still alive at
/// the end is a leak.
@MainActor
final class LifetimeTracker {
  private struct Entry {
    weak var object: AnyObject?
    let label: String
  }

  private var entries: [Entry] = []

  func track(_ object: AnyObject?, _ label: String) {
    guard let object, !entries.contains(where: { $0.object === object }) else { return }
    entries.append(Entry(object: object, label: label))
  }

  var trackedCount: Int { entries.count }

  /// The labels of the tracked objects still alive.
  var leaks: [String] {
    entries.filter { $0.object != nil }.map(\.label)
  }
}

/// An object captured by closures, to prove the closures were freed.
final class CapturedCanary {}
