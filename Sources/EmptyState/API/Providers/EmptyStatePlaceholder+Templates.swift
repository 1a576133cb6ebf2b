extension EmptyStatePlaceholder {
  /// What a search that found nothing shows: "No results for “query”", as UIKit's
  /// `UIContentUnavailableConfiguration.search()` and SwiftUI's
  /// `ContentUnavailableView.search(text:)`.
  ///
  /// A list whose ``EmptyStateController/searchQuery`` is set shows it instead of its empty
  /// placeholder.
  ///
  /// - Parameters:
  ///   - query: What the user searched for.
  ///   - detail: The description under the title.
  /// - Returns: The placeholder.
  public static func search(
    _ query: String, detail: String? = "Check the spelling or try a new search."
  ) -> EmptyStatePlaceholder {
    var placeholder = EmptyStatePlaceholder(label: .title("No results for “\(query)”"))
    placeholder.detail = detail
    return placeholder
  }

  /// An activity indicator above an optional title, as UIKit's
  /// `UIContentUnavailableConfiguration.loading()`.
  ///
  /// - Parameters:
  ///   - title: The title under the indicator; `nil` for the indicator alone.
  ///   - indicator: How large the indicator is.
  /// - Returns: The placeholder.
  public static func loading(
    _ title: String? = "Loading…", indicator: ActivityIndicatorNode.Style = .medium
  ) -> EmptyStatePlaceholder {
    var placeholder = EmptyStatePlaceholder(label: .title(title ?? ""))
    placeholder.title = title
    placeholder.activityIndicator = indicator
    return placeholder
  }

  /// A failure with a button that retries: tapping it runs the last loader again
  /// (``EmptyStateController/retry()``).
  ///
  /// Return it from a placeholder provider to make the failure depend on the error.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - detail: The description under the title.
  ///   - retryTitle: The button's title; `nil` for no button.
  /// - Returns: The placeholder.
  public static func failure(
    title: String = "Could not load", detail: String? = nil, retryTitle: String? = "Retry"
  ) -> EmptyStatePlaceholder {
    var placeholder = EmptyStatePlaceholder(label: .title(title))
    placeholder.detail = detail
    placeholder.button = retryTitle.flatMap { try? PlaceholderButton(title: $0) }
    return placeholder
  }
}
