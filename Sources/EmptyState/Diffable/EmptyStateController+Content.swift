extension EmptyStateController {
  /// Whether the list counts as having content: as the configuration's rule says, or, without
  /// one, whether it has a row or item (found while the counts were fetched).
  func hasContent(of list: List) -> Bool {
    guard let rule = configuration.contentRule else { return !list.isContentEmpty }
    return rule.hasContent(list)
  }

  /// Whether the decision due now waits for the list's content change, and its batch
  /// completions, to end (``EmptyStateOptions/Presentation/afterCompletion``); schedules the
  /// decision for then, once.
  func waitsForContentChange(of list: List) -> Bool {
    switch core.decisionDue(whileContentChanges: list.isChangingContent) {
    case .none:
      return false
    case .scheduled:
      return true
    case .schedule:
      list.afterContentChange { [weak self] in
        guard let self else { return }
        self.core.waitedDecisionDue()
        self.evaluate()
      }
      return true
    }
  }
}
