extension ListContainer {
  /// The block run when the shown empty view is tapped; it receives the list, so it needs no
  /// capture of it.
  public typealias EmptyViewTap = @MainActor (_ list: Self) -> Void

  /// The list's empty state, created on first use and kept for the list's life.
  ///
  /// Its type is the controller of the list's own class (for a subclass of ``TableView``, the
  /// table's), so every action, predicate and event receives the list as that type.
  public var emptyState: EmptyStateController<HookOwner> {
    if let controller = attachment(ofType: EmptyStateController<HookOwner>.self) {
      return controller
    }
    // A conformance's hook owner is the class that adopted `ListContainer`, so every instance
    // is one; a container that breaks this gets a controller that never sees a list, and a
    // diagnostic instead of a trap.
    let controller = EmptyStateController<HookOwner>(list: self as? HookOwner)
    addAttachment(controller)
    if controller.list == nil {
      report(
        .invalidConfiguration(
          "empty state: \(Self.self) is not its own hook owner \(HookOwner.self); "
            + "its empty state does nothing"))
    }
    return controller
  }

  /// The view of the shown placeholder, or of the last one shown while the configuration stays
  /// the same; `nil` before a placeholder was first shown (views are built on first show).
  ///
  /// A shown placeholder's view is in the list and laid out from the call that showed it on.
  public var emptyView: PlaceholderView? {
    attachment(ofType: EmptyStateController<HookOwner>.self)?.view
  }

  /// Attaches an empty view with an image above a title.
  ///
  /// The view is evaluated at once and again after every reload and update: it is shown, in
  /// front of the content, exactly while the list has no rows or items. Attaching again
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
  public func setEmptyView(image: ViewImage, title: String, onTap: EmptyViewTap? = nil) {
    setEmptyView(label: .imageAndTitle(image, title), onTap: onTap)
  }

  /// Attaches an empty view showing only an image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  public func setEmptyView(image: ViewImage, onTap: EmptyViewTap? = nil) {
    setEmptyView(label: .image(image), onTap: onTap)
  }

  /// Attaches an empty view showing only a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  public func setEmptyView(title: String, onTap: EmptyViewTap? = nil) {
    setEmptyView(label: .title(title), onTap: onTap)
  }

  /// Attaches an empty view from an image and a title that may each be missing, as read from
  /// configuration; throws when both are.
  ///
  /// The argument labels say that the values are optional, so that a plain call with an image
  /// and a title never selects this throwing form by accident.
  ///
  /// - Parameters:
  ///   - image: The image, if any.
  ///   - title: The title, if any.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  /// - Throws: ``EmptyStateError/nothingToShow`` when both are `nil`; the list keeps the empty
  ///   view it had, if any.
  public func setEmptyView(
    optionalImage image: ViewImage?, optionalTitle title: String?, onTap: EmptyViewTap? = nil
  ) throws(EmptyStateError) {
    setEmptyView(label: try PlaceholderLabel(image: image, title: title), onTap: onTap)
  }

  /// Attaches an empty view showing `label`.
  ///
  /// - Parameters:
  ///   - label: What to show.
  ///   - onTap: Run once per tap on the shown view; without it, taps on the view do nothing.
  public func setEmptyView(label: PlaceholderLabel, onTap: EmptyViewTap? = nil) {
    var placeholder = EmptyStatePlaceholder<HookOwner>(label: label)
    if let onTap {
      placeholder.tap = { object in if let list = object as? Self { onTap(list) } }
    }
    emptyState.configuration.empty = placeholder
  }

  /// Attaches the placeholder registered as `preset` as the empty view.
  ///
  /// - Parameter preset: A name registered with ``EmptyStateDefaults/register(_:as:)``.
  /// - Throws: ``EmptyStateError/unknownPreset(_:)``; the list keeps the empty view it had.
  public func setEmptyView(preset: EmptyStatePresetName) throws(EmptyStateError) {
    emptyState.configuration.empty = EmptyStatePlaceholder(
      preset: try EmptyStateDefaults.preset(preset))
  }

  /// Hides and removes the list's placeholders (empty, loading, failure and the placeholder
  /// provider) and, when no section placeholders remain, cancels the content hook.
  ///
  /// Section placeholders (``EmptyStateConfiguration/sections``) are set apart from the empty
  /// view and stay; set `sections` to `nil` to remove them.
  ///
  /// The options and appearance overrides stay. Does nothing without placeholders.
  public func removeEmptyView() {
    guard let controller = attachment(ofType: EmptyStateController<HookOwner>.self),
      controller.configuration.hasPlaceholders
    else { return }
    var configuration = controller.configuration
    configuration.empty = nil
    configuration.loading = nil
    configuration.failure = nil
    configuration.placeholderProvider = nil
    controller.configuration = configuration  // one change, one evaluation
  }

  /// Adds a listener for the list's empty-state events, after the delegate and the listeners
  /// added before; see ``EmptyStateController/onEvent(_:)``.
  ///
  /// - Parameter handler: Receives the list, typed as this list, and the event.
  /// - Returns: The token that keeps the listener; dropping it removes the listener.
  public func onEmptyStateEvent(
    _ handler: @escaping @MainActor (_ list: Self, _ event: EmptyStateEvent) -> Void
  ) -> HookToken {
    emptyState.onEvent(Self.forwarding(handler))
  }

  static func forwarding<Event>(
    _ block: @escaping @MainActor (Self, Event) -> Void
  ) -> @MainActor (HookOwner, Event) -> Void {
    { owner, event in if let list = owner as? Self { block(list, event) } }
  }
}
