import ListViews

/// What a hook's input says about the list's emptiness: the emptiness hooks bring the answer,
/// a content change does not (the list is asked then).
protocol EmptinessAnswer {
  /// Whether the list is empty, when the input says.
  var listIsEmpty: Bool? { get }
}

extension Bool: EmptinessAnswer {
  /// The emptiness hook's input is the answer.
  var listIsEmpty: Bool? { self }
}

extension ListChange: EmptinessAnswer {
  /// A content change says nothing about emptiness.
  var listIsEmpty: Bool? { nil }
}
