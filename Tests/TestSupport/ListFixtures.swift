public import ListViews
import Testing

/// A data source for tables and collections backed by an array of section counts, counting
/// every call it receives.
@MainActor
public final class SectionsSource: TableViewDataSource, CollectionViewDataSource {
  /// The item count of each section.
  public var sections: [Int]
  /// How many times the number of sections was asked for.
  public private(set) var sectionQueries = 0
  /// How many times a section's item count was asked for.
  public private(set) var itemQueries = 0

  /// Creates a data source with these section counts.
  public init(_ sections: [Int] = []) {
    self.sections = sections
  }

  /// Every question asked so far.
  public var totalQueries: Int { sectionQueries + itemQueries }

  /// The number of sections, counted as a query.
  public func numberOfSections(in tableView: TableView) -> Int {
    sectionQueries += 1
    return sections.count
  }

  /// The count of `section`, counted as a query.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    itemQueries += 1
    return sections[section]
  }

  /// The number of sections, counted as a query.
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    sectionQueries += 1
    return sections.count
  }

  /// The count of `section`, counted as a query.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    itemQueries += 1
    return sections[section]
  }
}

/// A data source that does not implement `numberOfSections(in:)`.
@MainActor
public final class SingleSectionSource: TableViewDataSource, CollectionViewDataSource {
  /// The item count of the one section.
  public var count: Int

  /// Creates a data source with one section of `count` items.
  public init(count: Int) {
    self.count = count
  }

  /// The count of the one section.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  /// The count of the one section.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }
}

/// An object that lets tests check it was freed.
public final class Canary {
  /// Creates a canary.
  public init() {}
}

/// Shared lists for the tests: a standard frame, and lists over a data source they keep alive.
@MainActor
public enum Fixtures {
  /// The frame of every fixture list.
  public static let bounds = ViewRect(x: 0, y: 0, width: 320, height: 480)

  /// A table in `bounds` over `source`, reloaded once; the table keeps `source` alive.
  ///
  /// Diagnostics go to `diagnostics`; without a log, any diagnostic fails the test.
  public static func table(_ source: SectionsSource, diagnostics: DiagnosticLog? = nil) -> TableView
  {
    let table = TableView(frame: bounds)
    table.dataSource = source
    table.addAttachment(KeepAlive(source))
    table.diagnosticHandler = { _, diagnostic in
      if let diagnostics {
        diagnostics.entries.append(diagnostic)
      } else {
        Issue.record("unexpected diagnostic: \(diagnostic)")
      }
    }
    table.reloadData()
    return table
  }

  /// A collection in `bounds` over `source`, reloaded once; any diagnostic fails the test.
  public static func collection(_ source: SectionsSource) -> CollectionView {
    let collection = CollectionView(frame: bounds)
    collection.dataSource = source
    collection.addAttachment(KeepAlive(source))
    collection.diagnosticHandler = { _, diagnostic in
      Issue.record("unexpected diagnostic: \(diagnostic)")
    }
    collection.reloadData()
    return collection
  }
}

/// Keeps an object alive as long as the view it is attached to: lists hold their data sources
/// weakly, and a test that hands a fixture a new data source means the list to keep using it.
@MainActor
public final class KeepAlive: ViewAttachment {
  private let object: AnyObject

  /// Keeps `object` alive.
  public init(_ object: AnyObject) {
    self.object = object
  }

  /// Nothing to do on layout.
  public func viewDidLayout(_ view: ViewNode) {}
}

/// Collects the diagnostics of a list.
@MainActor
public final class DiagnosticLog {
  /// The diagnostics, in the order reported.
  public var entries: [ListDiagnostic] = []

  /// Creates an empty log.
  public init() {}
}
