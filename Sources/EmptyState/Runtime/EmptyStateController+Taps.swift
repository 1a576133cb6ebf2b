extension EmptyStateController {
  func viewWasTapped() {
    guard let list, let view, let action = placeholder(for: view.kind)?.tap else { return }
    emit(.didTapView, in: list)
    action(list)
  }

  func buttonWasTapped() {
    guard let list, let view else { return }
    let tappedKind = view.kind
    let action = placeholder(for: tappedKind)?.button?.action
    emit(.didTapButton, in: list)
    if tappedKind == .failure { send(.retryTapped) }
    action?(list)
    dismissAfterButtonTap(tappedKind)
  }

  /// A tap on the shown view's secondary button: its action runs (it never retries).
  func secondaryButtonWasTapped() {
    guard let list, let view else { return }
    let tappedKind = view.kind
    let action = placeholder(for: tappedKind)?.secondaryButton?.action
    emit(.didTapSecondaryButton, in: list)
    action?(list)
    dismissAfterButtonTap(tappedKind)
  }

  private func dismissAfterButtonTap(_ kind: PlaceholderKind) {
    guard configuration.options.buttonTap == .dismissPlaceholder else { return }
    send(.dismissed(kind))
  }
}
