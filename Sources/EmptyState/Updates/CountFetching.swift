/// What a list provides to ``ListContent``: a way to fetch its counts from its data source, and a
/// place to report problems.
@MainActor
protocol CountFetching: AnyObject {
  /// Refills `counts` from the data source, asking it once for each count.
  func fetchCounts(into counts: inout SectionCounts)

  /// Hands a diagnostic to the list's handler.
  func report(_ diagnostic: ListDiagnostic)
}
