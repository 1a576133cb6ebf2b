extension LoadIdentity {
  /// Told, on the main actor, when a loader has returned or thrown; set by test support only
  /// (`EmptyStateTesting`), to tell a load that waits for the test from one still working.
  @MainActor package static var loaderReturned: ((LoadIdentity) -> Void)?
}
