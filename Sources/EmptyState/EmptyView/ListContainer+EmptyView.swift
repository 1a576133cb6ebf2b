extension ListContainer {
  /// The block run when the shown empty view is tapped; it receives the list, so it needs no
  /// capture of it.
  public typealias EmptyViewTap = @MainActor (_ list: Self) -> Void

  /// The list's empty-state machinery, created on first use.
  public var emptyState: EmptyStateController {
    if let controller = emptyStateController { return controller }
    let controller = EmptyStateController(host: self, list: ListAccess.make(for: self))
    emptyStateController = controller
    return controller
  }

  /// Attaches an empty view with an image above a title.
  ///
  /// The view is evaluated at once and again after every reload and update: it is shown, as
  /// the front-most subview, exactly while the list has no rows or items. Attaching again
  /// replaces the previous view.
  ///
  /// ```swift
  /// table.setEmptyView(image: noOrders, title: "No orders yet") { table in
  ///   table.reloadData()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - image: The image, drawn above the title.
  ///   - title: The title.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  public func setEmptyView(
    image: EmptyStateImage, title: String, onTap: EmptyViewTap? = nil
  ) {
    attachEmptyView(.imageAndTitle(image, title), onTap: onTap)
  }

  /// Attaches an empty view showing only an image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  public func setEmptyView(image: EmptyStateImage, onTap: EmptyViewTap? = nil) {
    attachEmptyView(.image(image), onTap: onTap)
  }

  /// Attaches an empty view showing only a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  public func setEmptyView(title: String, onTap: EmptyViewTap? = nil) {
    attachEmptyView(.title(title), onTap: onTap)
  }

  /// Attaches an empty view from an optional image and an optional title, as read from
  /// configuration.
  ///
  /// - Parameters:
  ///   - image: The image, if any.
  ///   - title: The title, if any.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  /// - Throws: ``EmptyStateError/missingContent`` when both are `nil`; the list keeps the empty
  ///   view it had, if any.
  public func setEmptyView(
    image: EmptyStateImage?, title: String?, onTap: EmptyViewTap? = nil
  ) throws(EmptyStateError) {
    attachEmptyView(try EmptyStateContent(image: image, title: title), onTap: onTap)
  }

  /// Attaches an empty view showing `content`.
  ///
  /// - Parameters:
  ///   - content: What to show.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  public func setEmptyView(content: EmptyStateContent, onTap: EmptyViewTap? = nil) {
    attachEmptyView(content, onTap: onTap)
  }

  /// Attaches the placeholder registered as `preset` as the empty view.
  ///
  /// - Parameter preset: A name registered with ``EmptyStateDefaults/register(_:as:)``.
  /// - Throws: ``EmptyStateError/unknownPreset(_:)``; the list keeps the empty view it had.
  public func setEmptyView(preset: EmptyStatePresetName) throws(EmptyStateError) {
    emptyState.configuration.empty = try EmptyStateDefaults.preset(preset)
  }

  /// Hides and removes every placeholder and cancels the content hook.
  ///
  /// The options and appearance overrides stay. Does nothing without placeholders.
  public func removeEmptyView() {
    guard let controller = emptyStateController, controller.configuration.hasPlaceholders else {
      return
    }
    var configuration = controller.configuration
    configuration.empty = nil
    configuration.loading = nil
    configuration.failure = nil
    controller.configuration = configuration  // one change, one evaluation
  }

  /// Calls `handler` with the list and each empty-state event, after the delegate.
  ///
  /// - Parameter handler: Receives the list, typed as this list, and the event.
  public func onEmptyStateEvent(
    _ handler: @escaping @MainActor (_ list: Self, _ event: EmptyStateEvent) -> Void
  ) {
    emptyState.eventHandler = { node, event in
      if let list = node as? Self { handler(list, event) }
    }
  }

  /// The attached empty view, or `nil`.
  public var emptyView: EmptyStateView? {
    emptyStateController?.view
  }

  private func attachEmptyView(_ content: EmptyStateContent, onTap: EmptyViewTap?) {
    var tap: EmptyStatePlaceholder.Action?
    if let onTap {
      tap = { node in
        if let list = node as? Self { onTap(list) }
      }
    }
    emptyState.configuration.empty = EmptyStatePlaceholder(content: content, onTap: tap)
  }
}
