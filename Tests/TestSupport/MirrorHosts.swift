public import ListViews
import Testing

/// A mirror's host in tests: the counts it shows, answered as a host answers its cached counts,
/// counting every read.
@MainActor
public final class HostCounts: ListMirrorHost {
  /// The item count of each section the host shows.
  public var sections: [Int]
  /// How many counts the mirror read (the number of sections and each section's count).
  public private(set) var reads = 0

  /// Creates a host showing these section counts.
  public init(_ sections: [Int] = []) {
    self.sections = sections
  }

  /// The number of sections, counted as a read.
  public var numberOfSections: Int {
    reads += 1
    return sections.count
  }

  /// The count of `section`, counted as a read.
  public func numberOfItems(inSection section: Int) -> Int {
    reads += 1
    return sections[section]
  }
}

extension Fixtures {
  /// A table mirror in `bounds` over `host`, laid out once as a host's first layout does; the
  /// mirror keeps `host` alive.
  ///
  /// Diagnostics go to `diagnostics`; without a log, any diagnostic fails the test.
  public static func tableMirror(_ host: HostCounts, diagnostics: DiagnosticLog? = nil)
    -> TableMirror
  {
    let mirror = TableMirror()
    prepare(mirror, host: host, diagnostics: diagnostics)
    return mirror
  }

  /// A collection mirror in `bounds` over `host`, laid out once; as ``tableMirror(_:diagnostics:)``.
  public static func collectionMirror(_ host: HostCounts, diagnostics: DiagnosticLog? = nil)
    -> CollectionMirror
  {
    let mirror = CollectionMirror()
    prepare(mirror, host: host, diagnostics: diagnostics)
    return mirror
  }

  private static func prepare(
    _ mirror: some ListMirror, host: HostCounts, diagnostics: DiagnosticLog?
  ) {
    mirror.host = host
    mirror.addAttachment(KeepAlive(host))
    mirror.diagnosticHandler = { _, diagnostic in
      if let diagnostics {
        diagnostics.entries.append(diagnostic)
      } else {
        Issue.record("unexpected diagnostic: \(diagnostic)")
      }
    }
    mirror.hostDidLayout(MirrorGeometry(size: bounds.size))
  }
}
