/// The machine's out-of-line state for announcements, sections, computed placeholders and fades.
final class RareFeatures {
  var schedule: AnnouncementSchedule?
  var sectionPass = SectionPass.everySection
  var providedRevision: UInt64 = 0
  var fades = PlaceholderFades()

  init() {}

  init(copying other: RareFeatures?) {
    schedule = other?.schedule
    sectionPass = other?.sectionPass ?? .everySection
    providedRevision = other?.providedRevision ?? 0
    fades = other?.fades ?? PlaceholderFades()
  }
}
