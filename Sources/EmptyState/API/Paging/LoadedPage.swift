/// One page as the app's page loader returns it: its items, and the cursor of the page after
/// it or `nil` when it is the last.
///
/// The cursor is the app's own type: a page number, an offset, or a token from the server.
///
/// ```swift
/// return LoadedPage(items: response.orders, next: response.nextPage)
/// ```
public struct LoadedPage<Items: Sendable, Cursor: Hashable & Sendable>: Sendable {
  /// What the page holds, in the form the apply step takes.
  public var items: Items
  /// The cursor of the next page, or `nil`: this page is the last (Paging's
  /// `endOfPaginationReached`).
  public var next: Cursor?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: What the page holds.
  ///   - next: The cursor of the next page, or `nil` at the end.
  public init(items: Items, next: Cursor?) {
    self.items = items
    self.next = next
  }
}

/// Where the apply step puts a page's items.
public enum PagePlacement: String, Hashable, Sendable, CaseIterable {
  /// The first page (of a load, a refresh or a retry of it): it replaces the content.
  case replacingContent
  /// A later page: it goes after the last row, so the rows above do not move.
  case appendingToContent
}
