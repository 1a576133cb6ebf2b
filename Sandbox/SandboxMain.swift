import EmptyState

/// The Sandbox: `swift run Sandbox` runs the narrated demo.
@main
struct SandboxMain {
  @MainActor
  static func main() {
    let narrator = Narrator { print($0) }
    do {
      try NarratedDemo(narrator: narrator).run()
    } catch {
      print("Sandbox: \(error)")
    }
  }
}
