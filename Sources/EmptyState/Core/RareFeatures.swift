/// What the machine keeps for announcements and section placeholders, out of line (most lists
/// use neither): changed in place while the machine holding it is its one owner, else copied.
final class RareFeatures {
  /// The announcement schedule: `nil` until the first announcement listener.
  var schedule: AnnouncementSchedule?
  /// Which sections the next pass of section placeholders decides.
  var sectionPass = SectionPass.everySection

  init() {}

  /// A copy of `other`, or the state of a list that used neither feature yet.
  init(copying other: RareFeatures?) {
    schedule = other?.schedule
    sectionPass = other?.sectionPass ?? .everySection
  }
}
