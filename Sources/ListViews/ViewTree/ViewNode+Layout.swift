extension ViewNode {
  /// Marks the node as needing layout: ``layoutSubviews()`` runs on the next
  /// ``layoutIfNeeded()`` of the node or of an ancestor, not now (UIKit's `setNeedsLayout()`).
  ///
  /// Lists mark themselves on every content change instead of laying out, so that a burst of
  /// changes is laid out once, when something reads the result: renderers, hit testing, the
  /// accessibility elements and the list's ``ScrollingView/contentSize`` run the pass first.
  public func setNeedsLayout() {
    needsLayout = true
    superview?.markSubtreeNeedsLayout()
  }

  /// Runs the layout pass now, top-down, if this node or a node below it needs layout: each
  /// marked node's ``layoutSubviews()`` runs before those of its subviews
  /// (UIKit's `layoutIfNeeded()`).
  ///
  /// The pass only goes down from this node; readers flush from the root they read. It is
  /// bounded by the tree's depth (``maximumDepth``). A node marked again while the pass runs
  /// (by a `layoutSubviews()` or an attachment) waits for the next pass, so a pass always ends.
  public func layoutIfNeeded() {
    guard needsLayout || subtreeNeedsLayout else { return }
    runLayoutPass()
  }

  /// Runs the pending layout pass of the whole tree this node is in, from its root: for
  /// counters that must tell whether a change led to layout work.
  package func layoutTreeIfNeeded() {
    var root = self
    while let superview = root.superview { root = superview }
    root.layoutIfNeeded()
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

  private func runLayoutPass() {
    if needsLayout { layOutNow() }
    guard subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    for subview in subviews where subview.needsLayout || subview.subtreeNeedsLayout {
      subview.runLayoutPass()
    }
  }

  /// Lays the node out now: its attachments hear of it first, then ``layoutSubviews()`` runs.
  ///
  /// The mark is cleared before the attachments hear of the pass, so that one that reads the
  /// layout from there does not start the pass again (it finds nothing marked here). An
  /// attachment that marks the node while they hear (one showed a subview it builds on the
  /// pass, say) makes them all hear again, so that the subview is laid out in this pass: at
  /// most ``maximumWillLayoutRounds`` rounds; a mark after the last waits for the next pass.
  func layOutNow() {
    var rounds = 0
    repeat {
      needsLayout = false
      notifyAttachmentsOfWillLayout()
      rounds += 1
    } while needsLayout && rounds < Self.maximumWillLayoutRounds
    layoutSubviews()
  }
}
