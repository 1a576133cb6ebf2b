/// Which sections the next pass of section placeholders decides, kept in the list's machine.
enum SectionPass: Equatable {
  /// The sections whose emptiness the list reported changed since the last pass.
  case sections([Int])
  /// Every section: after a new configuration, a change that inserted.
  case everySection
  /// None: the container does not lay out views in its sections (reported once).
  case unsupported

  /// The list reported that `changed` sections changed emptiness (`nil`: any section may have).
  mutating func add(_ changed: [Int]?) {
    guard case .sections(let waiting) = self else { return }
    guard let changed else { return self = .everySection }
    self = .sections(waiting.isEmpty ? changed : Array(Set(waiting).union(changed)).sorted())
  }

  /// Whether the pass has nothing to decide.
  var isEmpty: Bool { self == .sections([]) }
}
