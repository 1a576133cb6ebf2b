/// The machine's out-of-line state for announcements, sections, computed placeholders and fades.
final class RareFeatures {
  /// The announcement schedule: `nil` until the first announcement listener.
  var schedule: AnnouncementSchedule?
  /// Which sections the next pass of section placeholders decides.
  var sectionPass = SectionPass.everySection
  /// The revision of the last placeholder the provider gave (0 before the first).
  var providedRevision: UInt64 = 0
  /// The placeholder views' fades.
  var fades = PlaceholderFades()

  init() {}

  /// A copy of `other`, or the state of a list that used none of these features yet.
  init(copying other: RareFeatures?) {
    schedule = other?.schedule
    sectionPass = other?.sectionPass ?? .everySection
    providedRevision = other?.providedRevision ?? 0
    fades = other?.fades ?? PlaceholderFades()
  }
}
