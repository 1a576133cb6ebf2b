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
  /// Whether a pass that ended while the list's batch was open waits for the batch to end.
  var batchWait = BatchWait.none
  /// The end of the minimum interval, while an announcement is held.
  var intervalAlarm: TimerAlarm?

  /// Where waiting for the list's open batch is.
  enum BatchWait {
    /// Nothing waits.
    case none
    /// The list is being asked to run the end of the pass after its batch: a container that
    /// runs it at once cannot wait, and the pass ends now.
    case asking
    /// The end of the pass runs when the batch ends.
    case waiting
  }

  /// Storage for a list whose own placeholder reads `shown` now (not news to a new listener).
  init(shown: EmptyStateAnnouncement?) {
    machine = AnnouncementMachine(shown: shown)
  }
}
