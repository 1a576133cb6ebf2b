extension EmptyStateController {
  /// A tap on the shown view outside its button.
  func viewWasTapped(_ tapped: ViewNode) {
    guard let host, let view, let action = view.placeholder.onTap else { return }
    delegate?.emptyState(in: host, didTapView: view)
    emit(.didTapView, host)
    action(host)
  }

  /// A tap on the shown view's button: on a failure placeholder it retries (the list moves to
  /// loading first, so a retry that completes at once is not overwritten); then the button's
  /// action runs; then, if asked, the placeholder is dismissed.
  func buttonWasTapped(_ button: ViewNode) {
    guard let host, let view, let buttonNode = view.buttonNode else { return }
    let tappedKind = view.kind
    delegate?.emptyState(in: host, didTapButton: buttonNode)
    emit(.didTapButton, host)
    if tappedKind == .failure { phase = .loading }
    view.placeholder.button?.action?(host)
    if configuration.options.buttonTap == .dismissPlaceholder, visiblePlaceholder == tappedKind {
      machine.dismissed = tappedKind
      evaluate(hasContent: list.hasContent())
    }
  }
}
