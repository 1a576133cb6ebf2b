/// The scenarios of the benchmark, each adding its lines to the report: seven on reloads, three
/// on diffable applies, one on snapshots at the limit and one on paged loading.
@MainActor
struct Scenarios {
  let settings: BenchmarkSettings
  var report = Report()
}
