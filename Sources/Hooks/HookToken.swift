/// A registration handle that removes its hook when cancelled or dropped.
///
/// Every registration on a ``HookPoint`` or a ``HookRegistry`` returns a token. The token follows
/// the convention of Combine's `AnyCancellable`:
///
/// - ``cancel()`` removes the hook; calling it again does nothing.
/// - Dropping the last reference to the token cancels the hook, so keep the token for as long as
///   the hook should run.
/// - Cancelling after the hooked object is gone does nothing: the token holds the registry weakly
///   and never keeps the object alive.
///
/// ```swift
/// var tokens = Set<HookToken>()
/// feed.refreshHooks.after { feed, _ in print("refreshed") }.store(in: &tokens)
/// ```
public final class HookToken {
  /// The registry the hook is in, held weakly; `nil` once cancelled or once it is gone.
  private weak var registry: (any HookRemoving)?
  /// The hook's entry, by identity: the token never keeps it (or what it captured) alive.
  private let entry: ObjectIdentifier
  private var cancelled = false

  /// Creates the token of `entry` in `registry`.
  init(registry: any HookRemoving, entry: ObjectIdentifier) {
    self.registry = registry
    self.entry = entry
  }

  deinit {
    registry?.removeHook(entry)
  }

  /// Whether the hook this token stands for has been removed.
  public var isCancelled: Bool {
    cancelled
  }

  /// Removes the hook; idempotent, and safe after the hooked object is gone.
  ///
  /// A hook cancelled while hooks are running is not called afterwards, not even later in the
  /// same dispatch.
  public func cancel() {
    guard !cancelled else { return }
    cancelled = true
    let registry = registry
    self.registry = nil
    registry?.removeHook(entry)
  }

  /// Keeps this token alive in `set` until the set lets go of it.
  ///
  /// - Parameter set: The set that owns the token from now on.
  public func store(in set: inout Set<HookToken>) {
    set.insert(self)
  }

  /// Keeps this token alive in `array` until the array lets go of it.
  ///
  /// - Parameter array: The array that owns the token from now on.
  public func store(in array: inout [HookToken]) {
    array.append(self)
  }
}

extension HookToken: Hashable {
  /// Tokens are equal only to themselves.
  public static func == (lhs: HookToken, rhs: HookToken) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A registry a token can take its hook out of.
protocol HookRemoving: AnyObject {
  /// Removes the hook whose entry has identity `entry`; does nothing when it is not there.
  func removeHook(_ entry: ObjectIdentifier)
}
