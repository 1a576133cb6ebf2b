/// The seven scenarios of the benchmark, each adding its lines to the report.
@MainActor
struct Scenarios {
  let settings: BenchmarkSettings
  var report = Report()
}
