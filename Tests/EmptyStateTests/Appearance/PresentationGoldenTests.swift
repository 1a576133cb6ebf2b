import EmptyState
import TestSupport
import Testing

/// A golden text picture and a golden SVG picture of each alignment, trait, overflow and
/// control (`PresentationScenes`); `RECORD_SNAPSHOTS=1` records them again.
@Suite @MainActor struct PresentationGoldenTests {
  let snapshots = Snapshot()

  @Test(arguments: PresentationScenes.names)
  func pictureMatchesItsGoldenFiles(_ name: String) async throws {
    let scene = try await PresentationScenes.scene(name)
    try snapshots.assertMatches(PlainTextRenderer().render(scene), "presentation-\(name).txt")
    try snapshots.assertMatches(SVGRenderer().render(scene), "presentation-\(name).svg")
  }
}
