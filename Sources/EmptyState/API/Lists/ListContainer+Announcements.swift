extension ListContainer {
  /// Adds a listener for what screen readers should be told about the list's placeholders,
  /// after the listeners added before; see ``EmptyStateController/onAnnouncement(_:)``.
  ///
  /// ```swift
  /// let token = table.onEmptyStateAnnouncement { table, announcement in
  ///   print(announcement.text)
  /// }
  /// ```
  ///
  /// - Parameter handler: Receives the list, typed as this list, and the announcement.
  /// - Returns: The token that keeps the listener; dropping it removes the listener.
  public func onEmptyStateAnnouncement(
    _ handler: @escaping @MainActor (_ list: Self, _ announcement: EmptyStateAnnouncement) -> Void
  ) -> HookToken {
    emptyState.onAnnouncement(Self.forwarding(handler))
  }
}
