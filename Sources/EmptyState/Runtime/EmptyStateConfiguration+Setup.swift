extension EmptyStateConfiguration {
  /// What the decision reads from this configuration: the machine's one copy of it, made here
  /// so that the public face never names the machine.
  var setup: DecisionSetup {
    var configured = PlaceholderKinds()
    for kind in PlaceholderKind.allCases where self[kind] != nil || placeholderProvider != nil {
      configured.insert(PlaceholderKinds(kind))
    }
    return DecisionSetup(
      configured: configured, hasProvider: placeholderProvider != nil, display: options.display,
      refresh: options.refresh,
      hasPredicate: shouldDisplay != nil, hasContentRule: contentRule != nil,
      presentation: options.presentation)
  }
}
