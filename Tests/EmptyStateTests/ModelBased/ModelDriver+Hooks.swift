import EmptyState
import Hooks
import TestSupport

extension ModelDriver {
  /// Registers a test hook on the real list and in the model, with the same id.
  func addHook(before: Bool, _ behaviour: ModelOperation.HookBehaviour) {
    let id = nextRealHookID()
    model.hooks.append(ListModel.Hook(id: id, before: before, behaviour: behaviour))
    model.nextHookID = id + 1
    register(id: id, before: before, behaviour)
  }

  func cancelHook(id: Int) {
    model.hooks.removeAll { $0.id == id }
    cancelReal(id: id)
  }

  private func register(id: Int, before: Bool, _ behaviour: ModelOperation.HookBehaviour) {
    let canary = CapturedCanary()
    tracker.track(canary, "object captured by hook \(id)")
    let token = list.addHook(before: before) { [unowned self] list in
      _ = canary
      self.hookDidRun(id: id, before: before, behaviour, list: list)
    }
    tracker.track(token, "token of hook \(id)")
    realHooks.append((id, token))
  }

  private func hookDidRun(
    id: Int, before: Bool, _ behaviour: ModelOperation.HookBehaviour, list: ListView
  ) {
    logHook((before ? "b" : "a") + String(id))
    switch behaviour {
    case .record:
      return
    case .cancelsAnother(let other):
      guard !realHooks.isEmpty else { return }
      cancelReal(id: realHooks[other % realHooks.count].id)
    case .addsAHook:
      guard markAdded(id) else { return }
      register(id: nextRealHookID(), before: false, .record)
    case .reloadsOnce:
      guard markReloaded(id) else { return }
      list.reloadData()
    }
  }

  private func cancelReal(id: Int) {
    guard let index = realHooks.firstIndex(where: { $0.id == id }) else { return }
    realHooks[index].token.cancel()
    realHooks.remove(at: index)
  }
}
