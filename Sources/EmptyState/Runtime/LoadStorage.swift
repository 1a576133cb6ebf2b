/// What a list's empty state keeps for its managed loads besides their state and a held outcome.
final class LoadStorage<List: ListContainer> where List.HookOwner == List {
  /// The controller's number in the identity of its loads (``LoadIdentity``).
  let owner: UInt64
  /// The current load's task; replacing it cancels the one it replaces.
  var task: OwnedTask?
  var alarm: TimerAlarm?
  /// The task of the load whose outcome is held, waiting until it is staged or dropped.
  var handOver: HandOver?
  var lastRequest: LoadRequest<List>?
  /// The list's paged loaders, whose page requests test support waits for as it waits for a load.
  var pagedLoaders: [PagedLoaderReference] = []

  init(owner: UInt64) {
    self.owner = owner
  }

  /// The list's paged loader of this number among loads.
  @MainActor
  func pagedLoader(numbered number: UInt64) -> (any PageRequestReporting)? {
    pagedLoaders.lazy.compactMap(\.loader).first { $0.loadOwner == number }
  }
}

/// A task that is cancelled when the last reference to this box goes.
final class OwnedTask: Sendable {
  let task: Task<Void, Never>
  /// The generation of its load, or the number of its page request: the id it is kept by.
  let id: UInt64

  init(_ task: Task<Void, Never>, id: UInt64) {
    self.task = task
    self.id = id
  }

  deinit {
    task.cancel()
  }
}

/// A load's outcome as the machine holds it for the loading placeholder's minimum display.
final class HeldLoadOutcome {
  let outcome: LoadOutcomeValue

  init(outcome: LoadOutcomeValue) {
    self.outcome = outcome
  }
}

/// A load's task waiting for its held outcome to be staged or dropped: it goes on when this goes.
final class HandOver {
  let generation: UInt64
  /// The waiting task, which test support recognizes.
  let task: Task<Void, Never>?
  /// Resumes the task; set once the task waits.
  var waiter: CheckedContinuation<Void, Never>?

  init(generation: UInt64, task: Task<Void, Never>?) {
    self.generation = generation
    self.task = task
  }

  deinit {
    waiter?.resume()
  }
}

/// A load's outcome bound to its apply step and list, so the machine is one type for all lists.
enum LoadOutcomeValue {
  /// The loader returned: this applies its data to the list, if the list is still there.
  case success(@MainActor () -> Void)
  case failure(any Error)
}

/// How to run a load again: its loader and apply step, with the data type erased.
struct LoadRequest<List: ListContainer> where List.HookOwner == List {
  let start:
    @MainActor (_ controller: EmptyStateController<List>, _ kind: LoadKind) -> Task<
      Void, Never
    >
}
