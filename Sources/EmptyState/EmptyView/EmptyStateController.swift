import Hooks

/// A list's empty-state machinery: the attached view, whether it is shown, and its events.
///
/// Every list has one, created on first use and reached through ``ListContainer/emptyState``.
/// ``ListContainer/setEmptyView(image:title:onTap:)`` gives it a view and hooks it to the list's
/// content hooks; from then on each content change re-evaluates it.
@MainActor
public final class EmptyStateController {
  /// Receives the controller's events with the list they concern.
  public typealias EventHandler = @MainActor (_ list: ViewNode, _ event: EmptyStateEvent) -> Void

  /// The attached empty view, or `nil` when none is attached.
  public private(set) var view: EmptyStateView?

  /// Receives every event; see ``EmptyStateEvent`` for when each fires.
  public var eventHandler: EventHandler?

  /// The list; the list owns this controller.
  private weak var host: ViewNode?
  private var visibility = EmptyStateVisibility()
  private var contentToken: HookToken?
  private var tapBlock: ViewNode.TapAction?
  /// Reads the list's ``ListContainer/emptyStateArea``.
  private var area: () -> ViewRect = { .zero }

  init(host: ViewNode) {
    self.host = host
  }

  /// Whether the empty view is currently shown.
  public var isShown: Bool {
    visibility.isShown
  }

  /// Replaces the attached view (hiding the old one) and hooks the new one to `list`.
  func attach<List: ListContainer>(
    _ newView: EmptyStateView, to list: List, onTap: ViewNode.TapAction?
  ) {
    detach()
    view = newView
    tapBlock = onTap
    area = { [weak list] in list?.emptyStateArea ?? .zero }
    if onTap != nil {
      newView.tapAction = { [weak self] _ in self?.viewWasTapped() }
    }
    contentToken = list.contentHooks.after { [weak self] owner, _ in
      self?.update(hasContent: owner.firstNonEmptySection != nil)
    }
    update(hasContent: list.firstNonEmptySection != nil)
  }

  /// Hides the view, cancels its hook and forgets it.
  func detach() {
    contentToken?.cancel()
    contentToken = nil
    update(hasContent: true)
    view = nil
    tapBlock = nil
  }

  /// Shows or hides the view when the decision changes; otherwise does nothing to it.
  func update(hasContent: Bool) {
    guard let host, let view else { return }
    guard let transition = visibility.update(shouldShow: !hasContent)
    else {
      if isShown, host.subviews.last !== view { host.bringSubviewToFront(view) }
      return
    }
    switch transition {
    case .show:
      emit(.willAppear)
      view.layout(in: area())
      host.place(view, at: host.subviews.count)
      emit(.didAppear)
    case .hide:
      emit(.willDisappear)
      view.removeFromSuperview()
      emit(.didDisappear)
    }
  }

  /// Lays the shown view out again if the list's empty-state area moved; otherwise does nothing.
  func hostAreaDidChange() {
    guard isShown, let view else { return }
    let newArea = area()
    if newArea != view.layoutArea { view.layout(in: newArea) }
  }

  private func viewWasTapped() {
    guard let host, let tapBlock else { return }
    emit(.didTapView)
    tapBlock(host)
  }

  private func emit(_ event: EmptyStateEvent) {
    guard let host, let eventHandler else { return }
    eventHandler(host, event)
  }
}
