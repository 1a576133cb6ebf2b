import Foundation
import Testing
import VirtualTime

/// Gates for the successive runs of one loader (a retry or a refresh runs it again): run `n`
/// waits for `gate(n)`.
final class LoadGates<Value: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `gates` and `runs` are read and written only while `lock` is
  // held; the gates themselves are Sendable.

  private let lock = NSLock()
  private var gates: [LoadGate<Value>] = []
  private var runs = 0

  /// How many times the loader ran.
  var runCount: Int {
    lock.withLock { runs }
  }

  /// The gate of run `index` (0 is the first run).
  func gate(_ index: Int) -> LoadGate<Value> {
    lock.withLock {
      while gates.count <= index { gates.append(LoadGate()) }
      return gates[index]
    }
  }

  /// The loader: each run waits for its own gate.
  func value() async throws -> Value {
    let index = lock.withLock {
      defer { runs += 1 }
      return runs
    }
    return try await gate(index).value()
  }
}

/// An object a loader captures, to prove the loader was freed.
final class SendableCanary: Sendable {}
