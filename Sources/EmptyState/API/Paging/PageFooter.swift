/// What the strip after the last row says in each page state (``PagedLoader/footer``).
///
/// The strip is the list's ``ScrollingView/footerView``, as apps put a spinner in
/// `tableFooterView`: it follows the rows, so it never covers one, and it lies outside the
/// content area, so it never covers a placeholder. It has no height while no page loads, none
/// failed and the end shows no text.
public struct PageFooter: Hashable, Sendable {
  /// Shown beside an activity indicator while a page loads.
  public var loadingText: String
  /// Shown when a page failed, beside the Retry button.
  public var failureText: String
  /// The title of the button that requests the failed page again.
  public var retryTitle: String
  /// Shown once the end is reached; `nil` shows nothing there.
  public var endText: String?
  /// The strip's height while it shows something, in points.
  ///
  /// A negative, infinite or NaN height is taken as 44.
  public var height: Double

  /// Creates the footer's texts.
  ///
  /// - Parameters:
  ///   - loadingText: Shown while a page loads.
  ///   - failureText: Shown when a page failed.
  ///   - retryTitle: The Retry button's title.
  ///   - endText: Shown at the end; `nil` for nothing.
  ///   - height: The strip's height while it shows something.
  public init(
    loadingText: String = "Loading more…", failureText: String = "Couldn't load more",
    retryTitle: String = "Retry", endText: String? = nil, height: Double = 44
  ) {
    self.loadingText = loadingText
    self.failureText = failureText
    self.retryTitle = retryTitle
    self.endText = endText
    self.height = height
  }

  var usableHeight: Double {
    height.isFinite && height >= 0 ? height : 44
  }
}
