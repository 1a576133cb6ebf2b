extension ViewNode {
  /// Marks the node as needing layout: ``layoutSubviews()`` runs on the next
  /// ``layoutIfNeeded()`` of the node or of an ancestor, not now (UIKit's `setNeedsLayout()`).
  ///
  /// Lists mark themselves on every content change and run the pass before the call that
  /// changed them returns, so that a batch of changes is laid out once, at its end, and what
  /// the call leaves is laid out when it returns.
  public func setNeedsLayout() {
    needsLayout = true
    superview?.markSubtreeNeedsLayout()
  }

  /// Runs the layout pass now, top-down, if this node or a node below it needs layout: each
  /// marked node's ``layoutSubviews()`` runs before those of its subviews
  /// (UIKit's `layoutIfNeeded()`).
  ///
  /// The pass only goes down from this node. It is bounded by the tree's depth
  /// (``maximumDepth``). A node already laying out never starts another pass of itself: asked
  /// again from inside its pass (an attachment or a `layoutSubviews()` that reads the content
  /// size, say), it returns at once, and the reader sees the layout as it stands. A node marked
  /// again while its pass runs waits for the next pass, so a pass always ends.
  public func layoutIfNeeded() {
    guard !isLayingOut, needsLayout || subtreeNeedsLayout else { return }
    runLayoutPass()
  }

  /// Tells this node and its ancestors that a node below needs layout; stops at the first one
  /// that already knows.
  func markSubtreeNeedsLayout() {
    var node: ViewNode? = self
    while let current = node, !current.subtreeNeedsLayout {
      current.subtreeNeedsLayout = true
      node = current.superview
    }
  }

  /// The new size is laid out at once (code that sizes a view reads its parts right after),
  /// with every mark below the node; inside the node's own pass it waits for the next one.
  func sizeDidChange() {
    if isLayingOut {
      setNeedsLayout()
    } else {
      needsLayout = true
      runLayoutPass()
    }
  }

  private func runLayoutPass() {
    isLayingOut = true
    defer { isLayingOut = false }
    if needsLayout { layOutNow() }
    guard subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    // A subview already laying out (its pass asked an ancestor for one) finishes its own.
    for subview in subviews
    where !subview.isLayingOut && (subview.needsLayout || subview.subtreeNeedsLayout) {
      subview.runLayoutPass()
    }
  }

  /// Lays the node out now: its attachments hear of it first, then ``layoutSubviews()`` runs.
  ///
  /// The mark is cleared before the attachments hear of the pass. An attachment that marks the
  /// node while they hear (one reloaded the list, say) makes them all hear again, so that what
  /// it changed is laid out in this pass: at most ``maximumWillLayoutRounds`` rounds; a mark
  /// after the last waits for the next pass.
  private func layOutNow() {
    var rounds = 0
    repeat {
      needsLayout = false
      notifyAttachmentsOfWillLayout()
      rounds += 1
    } while needsLayout && rounds < Self.maximumWillLayoutRounds
    layoutSubviews()
  }
}
