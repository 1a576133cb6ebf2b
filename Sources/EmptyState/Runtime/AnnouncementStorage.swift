import Hooks

/// What a list's empty state keeps for announcements: the listeners, the machine that says
/// when to speak, and whether the drain under way spoke already.
///
/// Made when the first listener is added (most lists have none, and then nothing about
/// announcements runs or allocates), and kept with the controller.
@MainActor
final class AnnouncementStorage<List: AnyObject> {
  /// The listeners added with ``EmptyStateController/onAnnouncement(_:)``.
  let listeners = HookRegistry<List, EmptyStateAnnouncement>()
  /// When to speak.
  var machine: AnnouncementMachine
  /// Whether the drain under way has spoken: a second announcement in it is held.
  var spokeInThisDrain = false
  /// Whether a pass ended while the list's batch was open: its announcement waits for the end
  /// of the batch, which is asked for once.
  var waitsForBatch = false

  /// Storage for a list whose own placeholder reads `shown` now (not news to a new listener).
  init(shown: EmptyStateAnnouncement?) {
    machine = AnnouncementMachine(shown: shown)
  }
}
