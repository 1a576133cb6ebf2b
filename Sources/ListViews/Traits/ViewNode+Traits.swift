extension ViewNode {
  /// The traits this node is drawn with: its superview's, with this node's
  /// ``traitOverrides`` on top; ``ViewTraits/standard`` with those overrides at the root.
  public var traits: ViewTraits {
    // Overrides are collected on the way up and applied from the root down; the walk is
    // bounded by the tree's depth (`maximumDepth`).
    var chain: [ViewTraits.Overrides] = []
    var node: ViewNode? = self
    while let current = node {
      if current.traitOverrides != ViewTraits.Overrides() { chain.append(current.traitOverrides) }
      node = current.superview
    }
    return chain.reversed().reduce(ViewTraits.standard) { $0.applying($1) }
  }

  /// The overrides changed: the attachments of this node and of the nodes below it hear of it,
  /// if the traits this node ends up with changed.
  func traitOverridesDidChange(from old: ViewTraits.Overrides) {
    guard traitOverrides != old else { return }
    let inherited = superview?.traits ?? .standard
    guard inherited.applying(traitOverrides) != inherited.applying(old) else { return }
    // Without recursion: a tree is at most `maximumDepth` levels deep, but wide.
    var pending: [ViewNode] = [self]
    while let node = pending.popLast() {
      node.notifyAttachmentsOfTraits()
      pending.append(contentsOf: node.subviews)
    }
  }

  private func notifyAttachmentsOfTraits() {
    firstAttachment?.viewTraitsDidChange(self)
    for attachment in moreAttachments { attachment.viewTraitsDidChange(self) }
  }
}
