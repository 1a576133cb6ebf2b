extension EmptyStateConfiguration {
  /// What the decision reads from this configuration: the core's one copy of it, made here so
  /// that the public face never names the core.
  var setup: EmptyStateMachine.Setup {
    var configured = PlaceholderKinds()
    for kind in PlaceholderKind.allCases where self[kind] != nil || placeholderProvider != nil {
      configured.insert(PlaceholderKinds(kind))
    }
    return EmptyStateMachine.Setup(
      configured: configured, display: options.display, refresh: options.refresh,
      hasPredicate: shouldDisplay != nil, hasContentRule: contentRule != nil,
      presentation: options.presentation)
  }
}
