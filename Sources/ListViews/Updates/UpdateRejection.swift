/// Why a list refused to apply updates incrementally (and fell back to a full reload).
struct UpdateRejection: Error, Equatable {
  var diagnostic: ListDiagnostic

  static func invalid(_ update: ListUpdate, _ reason: String) -> UpdateRejection {
    UpdateRejection(diagnostic: .invalidUpdate(update, reason: reason))
  }
}
