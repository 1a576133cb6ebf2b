/// Which sections the next pass of section placeholders decides, kept in the list's machine.
enum SectionPass: Equatable {
  case sections([Int])
  case everySection
  case unsupported

  mutating func add(_ changed: [Int]?) {
    guard case .sections(let waiting) = self else { return }
    guard let changed else { return self = .everySection }
    self = .sections(waiting.isEmpty ? changed : Array(Set(waiting).union(changed)).sorted())
  }

  var isEmpty: Bool { self == .sections([]) }
}
