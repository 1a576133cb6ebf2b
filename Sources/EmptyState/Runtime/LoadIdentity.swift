/// Which load (or page request) a loader runs for, readable from inside the loader's task.
package struct LoadIdentity: Hashable, Sendable {
  /// The controller that runs the load, or the paged loader that runs the page request.
  package let controller: UInt64
  /// The load's generation (or the page request's number), unique for its owner's life.
  package let generation: UInt64

  @TaskLocal package static var current: LoadIdentity?

  /// Runs `loader`, off the main actor, as the load of this identity (``current``), and returns
  /// what it returned or threw: the one way a load's and a page request's loaders are run.
  ///
  /// Test support hears, on the main actor, that the loader has returned.
  @MainActor @inline(__always)
  func run<Value: Sendable>(
    _ loader: @escaping @Sendable () async throws -> Value
  ) async -> Result<Value, any Error> {
    let result = await Self.$current.withValue(self) { await Self.outcome(of: loader) }
    Self.loaderReturned?(self)
    return result
  }

  private nonisolated static func outcome<Value: Sendable>(
    of loader: @Sendable () async throws -> Value
  ) async -> Result<Value, any Error> {
    do {
      return .success(try await loader())
    } catch {
      return .failure(error)
    }
  }
}

/// Numbers the controllers that run loads, in the order of their first load.
@MainActor
enum LoadOwnerNumbers {
  private static var numbers = RequestNumbers()

  /// A number no other controller of the process has.
  static func next() -> UInt64 {
    numbers.next()
  }
}

extension LoadIdentity {
  /// Told, on the main actor, when a loader has returned or thrown.
  @MainActor package static var loaderReturned: ((LoadIdentity) -> Void)?
}
