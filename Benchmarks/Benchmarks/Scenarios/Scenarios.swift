/// The scenarios of the benchmark, each adding its lines to the report: seven on reloads, three
/// on diffable applies.
@MainActor
struct Scenarios {
  let settings: BenchmarkSettings
  var report = Report()
}
