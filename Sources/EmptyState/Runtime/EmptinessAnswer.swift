import ListViews

/// What a hook's input says about the list's emptiness: the emptiness hooks bring the answer,
/// a content change does not (the list is asked then).
protocol EmptinessAnswer {
  /// Whether the list is empty, when the input says.
  var listIsEmpty: Bool? { get }
  /// Whether the input inserted, deleted or moved sections: their indices then name other
  /// sections, and every section placeholder is decided again.
  var changesSections: Bool { get }
}

extension Bool: EmptinessAnswer {
  /// The emptiness hook's input is the answer.
  var listIsEmpty: Bool? { self }
  /// The emptiness hooks say nothing of sections.
  var changesSections: Bool { false }
}

extension ListChange: EmptinessAnswer {
  /// A content change says nothing about emptiness.
  var listIsEmpty: Bool? { nil }

  /// Whether an update inserts, deletes or moves sections.
  var changesSections: Bool {
    updates.contains { update in
      switch update {
      case .insertSections, .deleteSections, .moveSection: true
      default: false
      }
    }
  }
}
