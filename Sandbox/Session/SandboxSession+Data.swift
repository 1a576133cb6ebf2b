import EmptyState

extension SandboxSession {
  /// Runs the commands that change the data and tell the list about it.
  func runDataCommand(_ command: SandboxCommand) throws(CommandError) {
    switch command {
    case .reload:
      note("reloadData()")
      list.reloadData()
    case .add(let count, let section):
      try addItems(count, to: section)
    case .remove(let count, let section):
      try removeItems(count, from: section)
    case .addSection(let count):
      guard data.sections.count < SandboxLimits.sections else {
        throw .usage(
          "add-section", "add-section [N]", "a list has at most \(SandboxLimits.sections) sections")
      }
      try checkTotal(adding: count, "add-section", "add-section [N]")
      data.sections.append(count)
      note("insertSections([\(data.sections.count - 1)]) with \(count) \(list.itemNoun)(s)")
      list.insertSections([data.sections.count - 1])
    case .removeSection(let section):
      guard data.sections.indices.contains(section) else {
        throw .usage("remove-section", "remove-section SECTION", noSuchSection(section))
      }
      data.sections.remove(at: section)
      note("deleteSections([\(section)])")
      list.deleteSections([section])
    case .clear:
      try clearAll()
    case .begin:
      batchUpdates += 1
      list.beginUpdates()
      note("batch opened: updates apply together at 'end'")
    case .end:
      guard batchUpdates > 0 else {
        throw .usage("end", "begin ... end", "no batch is open")
      }
      batchUpdates -= 1
      note(batchUpdates == 0 ? "batch ends: its updates apply now" : "inner batch closed")
      if !list.endUpdates() {
        note(
          "uikit: the batch does not match the data source, which UIKit raises for; "
            + "reloadData() instead")
      }
    case .data(let counts):
      data.sections = counts
      note("the data source changed; the list keeps its counts until it is told")
    default:
      return
    }
  }

  private func addItems(_ count: Int, to requested: Int?) throws(CommandError) {
    let usage = "add N [to SECTION]"
    if data.sections.isEmpty {
      guard requested == nil || requested == 0 else {
        throw .usage("add", usage, noSuchSection(requested ?? 0))
      }
      data.sections = [count]
      note("insertSections([0]) with \(count) \(list.itemNoun)(s)")
      return list.insertSections([0])
    }
    let section = requested ?? data.sections.count - 1
    guard data.sections.indices.contains(section) else {
      throw .usage("add", usage, noSuchSection(section))
    }
    guard data.sections[section] + count <= SandboxLimits.sectionItems else {
      throw .usage(
        "add", usage,
        "section \(section) has \(data.sections[section]) \(list.itemNoun)(s) and holds at most "
          + "\(SandboxLimits.sectionItems)")
    }
    try checkTotal(adding: count, "add", usage)
    let first = data.sections[section]
    data.sections[section] += count
    note("insert \(count) \(list.itemNoun)(s) into section \(section)")
    list.insertItems(
      at: (first..<first + count).map { ListIndexPath(item: $0, section: section) })
  }

  private func removeItems(_ count: Int, from requested: Int?) throws(CommandError) {
    let usage = "remove N [from SECTION]"
    guard let section = requested ?? data.sections.lastIndex(where: { $0 > 0 }) else {
      throw .usage("remove", usage, "there is nothing to remove")
    }
    guard data.sections.indices.contains(section) else {
      throw .usage("remove", usage, noSuchSection(section))
    }
    let available = data.sections[section]
    guard count <= available else {
      throw .usage("remove", usage, "section \(section) has only \(available) \(list.itemNoun)(s)")
    }
    data.sections[section] -= count
    let last = available - 1
    note("delete \(count) \(list.itemNoun)(s) from section \(section)")
    list.deleteItems(
      at: (0..<count).map { ListIndexPath(item: last - $0, section: section) })
  }

  private func clearAll() throws(CommandError) {
    guard data.sections.contains(where: { $0 > 0 }) else {
      throw .usage("clear", "clear", "there is nothing to clear")
    }
    let paths = data.sections.enumerated().flatMap { section, count in
      (0..<count).map { ListIndexPath(item: $0, section: section) }
    }
    note("delete \(paths.count) \(list.itemNoun)(s) in one batch update")
    list.beginUpdates()
    data.sections = data.sections.map { _ in 0 }
    list.deleteItems(at: paths)
    list.endUpdates()
  }

  /// Refuses to go past ``SandboxLimits/totalItems`` rows in all.
  private func checkTotal(adding count: Int, _ command: String, _ usage: String)
    throws(CommandError)
  {
    let total = data.sections.reduce(0, +)
    guard total + count <= SandboxLimits.totalItems else {
      throw .usage(
        command, usage,
        "the list has \(total) \(list.itemNoun)(s) and holds at most \(SandboxLimits.totalItems)")
    }
  }

  /// Says that `section` does not exist in a list of `count` sections (by default the data's).
  func noSuchSection(_ section: Int, of count: Int? = nil) -> String {
    let count = count ?? data.sections.count
    return
      "section \(section) does not exist (there \(count == 1 ? "is 1 section" : "are \(count) sections"))"
  }
}
