import EmptyState
import TestSupport
import Testing

extension BadInputCase {
  static let mirrors: [BadInputCase] = [
    BadInputCase(
      input: "a data source set on a mirror",
      outcome: "refused, the counts stay the host's, `invalidConfiguration` reported",
      check: {
        let log = DiagnosticLog()
        let mirror = Fixtures.tableMirror(HostCounts([2]), diagnostics: log)
        let source = SectionsSource([5])
        mirror.dataSource = source
        mirror.hostDidReload()
        #expect(mirror.dataSource == nil && mirror.numberOfRows(inSection: 0) == 2)
        #expect(log.entries.count == 1)
      }),
    BadInputCase(
      input: "a host whose counts changed without a driver call",
      outcome:
        "caught on its next layout or batch completion: full reload, `hostCountsDiverged` reported",
      check: {
        let host = HostCounts([2])
        let log = DiagnosticLog()
        let mirror = Fixtures.tableMirror(host, diagnostics: log)
        host.sections = [0, 1]
        mirror.hostDidLayout(MirrorGeometry(size: Fixtures.bounds.size))
        #expect(mirror.numberOfSections == 2)
        #expect(log.entries == [.hostCountsDiverged(section: nil, expected: 1, found: 2)])
      }),
    BadInputCase(
      input: "a host header or footer height that is negative, infinite or NaN",
      outcome: "refused, previous header or footer kept, `invalidGeometry` reported",
      check: {
        let log = DiagnosticLog()
        let mirror = Fixtures.tableMirror(HostCounts([2]), diagnostics: log)
        mirror.hostDidLayout(
          MirrorGeometry(size: Fixtures.bounds.size, headerHeight: .nan, footerHeight: -1))
        #expect(mirror.headerView == nil && mirror.footerView == nil)
        #expect(log.entries.count == 2)
      }),
    BadInputCase(
      input: "a mirror's host released",
      outcome: "the mirror counts no sections from its next layout or reload; "
        + "`dataSourceReleased` reported once",
      check: {
        let log = DiagnosticLog()
        let mirror = TableMirror(frame: Fixtures.bounds)
        mirror.diagnosticHandler = { _, diagnostic in log.entries.append(diagnostic) }
        do {
          let host = HostCounts([3])
          mirror.host = host
          mirror.hostDidReload()
        }
        mirror.hostDidLayout(MirrorGeometry(size: Fixtures.bounds.size))
        mirror.hostDidReload()
        #expect(mirror.numberOfSections == 0 && log.entries == [.dataSourceReleased])
      }),
  ]
}
