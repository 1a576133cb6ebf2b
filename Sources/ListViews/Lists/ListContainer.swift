public import Hooks

/// What code that follows a list's content needs from it: its counts and the hook point that
/// every content change runs through.
///
/// ``TableView`` and ``CollectionView`` adopt it; any other container can too, and then gets
/// whatever higher layers build on it.
///
/// ```swift
/// @MainActor
/// final class TagCloud: ViewNode, ListContainer {
///   let contentHooks = HookPoint<TagCloud, ListChange>(
///     label: "TagCloud.setTags", coalescing: ListChange.coalescing)
///   private var tags: [String] = []
///
///   var numberOfSections: Int { 1 }
///   func numberOfItems(inSection section: Int) -> Int { tags.count }
///
///   private var requestedTags: [String] = []
///
///   func setTags(_ newTags: [String]) {
///     // The work reads the request from the object, so a coalesced pass applies the latest.
///     requestedTags = newTags
///     contentHooks.run(self, .reloadData) { cloud, _ in cloud.tags = cloud.requestedTags }
///   }
/// }
/// ```
@MainActor
public protocol ListContainer: ViewNode {
  /// The type the content hooks receive: the container's class, or its base class for
  /// subclasses of a container (whose own hook owner is itself).
  associatedtype HookOwner: ListContainer where HookOwner.HookOwner == HookOwner

  /// The number of sections, as of the last content change (not asking the data source again).
  var numberOfSections: Int { get }

  /// The number of rows or items in `section`, as of the last content change.
  ///
  /// - Parameter section: A section index below ``numberOfSections``.
  /// - Returns: The count, never negative.
  func numberOfItems(inSection section: Int) -> Int

  /// The hook point that reloads and every update run through.
  var contentHooks: HookPoint<HookOwner, ListChange> { get }

  /// The hook point that runs, with the new answer, when the container goes from having no rows
  /// or items to having some or back, once the content hooks of the change have settled; `nil`
  /// for a container that does not report it.
  ///
  /// Code that only needs to know whether the container is empty hooks here and costs nothing
  /// on the changes that leave the answer as it was (the counterpart of Android's
  /// `AdapterView.updateEmptyStatus`); without it, such code follows ``contentHooks``.
  ///
  /// A container that fetches its counts outside a change (a list never reloaded, read or drawn
  /// first, or given a new data source) cannot know what its followers concluded from them, so
  /// the first change after such a fetch reports its answer even when it is the same as the
  /// last one reported.
  var emptinessHooks: HookPoint<HookOwner, Bool>? { get }

  /// Whether the container has no rows or items at all: the one question about emptiness.
  ///
  /// The default implementation asks ``numberOfItems(inSection:)`` section by section and stops
  /// at the first non-empty one; containers that already know the answer (a ``ListView``
  /// notes it while it fetches its counts) return it directly. Code that needs the section
  /// itself asks ``firstNonEmptySection``.
  var isContentEmpty: Bool { get }

  /// The area of the container's bounds between its accessories, where a view over or behind
  /// its content belongs.
  ///
  /// The default is the whole ``ViewNode/bounds``; ``ScrollingView`` returns the area between its
  /// header and footer, inside its content insets. A container whose area moves tells its
  /// attachments (``ViewNode/layoutSubviews()`` does for a new size).
  var contentArea: ViewRect { get }

  /// The parts of the bounds that bars or the screen's edges cover (``ScrollingView/safeAreaInsets``);
  /// zero by default.
  var safeAreaInsets: ViewInsets { get }

  /// Whether a content change is under way: its hooks or its work are running.
  var isChangingContent: Bool { get }

  /// Whether a batch is open (``ListView/beginUpdates()`` or a
  /// ``ListView/performBatchUpdates(_:completion:)`` block not yet ended): its updates are
  /// recorded, and applied when it ends.
  var hasOpenBatch: Bool { get }

  /// Runs `body` once the content change under way, or the open batch, has ended and the batch
  /// completions waiting for it have run; at once when neither is under way.
  ///
  /// Code that follows the content, and wants to act after the app's own completion of the
  /// batch (rather than while the batch is applied), schedules that work here.
  ///
  /// - Parameter body: The work to run.
  func afterContentChange(_ body: @escaping @MainActor () -> Void)

  /// The hook point that runs with the sections whose emptiness changed after a content change
  /// (``TableView/sectionEmptinessHooks``); optional, `nil` by default (the container does not
  /// tell).
  var sectionEmptinessHooks: HookPoint<HookOwner, SectionEmptinessChange>? { get }

  /// Gives `section` a view laid out inside it, or takes it away (`nil`); see
  /// ``ListView/setSectionView(_:forSection:)``.
  ///
  /// Optional: by default a container lays out no views inside its sections and throws
  /// ``SectionViewError/unsupported``.
  func setSectionView(_ view: ViewNode?, forSection section: Int) throws(SectionViewError)

  /// The view laid out inside `section`, if any; optional, `nil` by default.
  func sectionView(forSection section: Int) -> ViewNode?
}

// MARK: Default implementations

extension ListContainer {
  /// The first section with at least one row or item, or `nil` when the container is empty.
  ///
  /// Scans the sections in order and stops at the first one with items.
  public var firstNonEmptySection: Int? {
    var section = 0
    let sections = numberOfSections
    while section < sections {
      if numberOfItems(inSection: section) > 0 { return section }
      section += 1
    }
    return nil
  }

  /// The whole bounds.
  public var contentArea: ViewRect {
    bounds
  }

  /// None.
  public var safeAreaInsets: ViewInsets {
    .zero
  }

  /// None: code that needs emptiness follows ``contentHooks``.
  public var emptinessHooks: HookPoint<HookOwner, Bool>? {
    nil
  }

  /// No change is ever under way: a container without batches changes its content at once.
  public var isChangingContent: Bool {
    false
  }

  /// No batch is ever open: a container without batches changes its content at once.
  public var hasOpenBatch: Bool {
    false
  }

  /// Runs `body` at once.
  public func afterContentChange(_ body: @escaping @MainActor () -> Void) {
    body()
  }

  /// Scans the sections in order and stops at the first one with items.
  public var isContentEmpty: Bool {
    firstNonEmptySection == nil
  }

  /// None: a container does not tell its sections' emptiness unless it says otherwise.
  public var sectionEmptinessHooks: HookPoint<HookOwner, SectionEmptinessChange>? {
    nil
  }

  /// Refuses: a container lays out no views inside its sections unless it says otherwise.
  public func setSectionView(_ view: ViewNode?, forSection section: Int)
    throws(SectionViewError)
  {
    throw .unsupported
  }

  /// No view: a container lays out none inside its sections unless it says otherwise.
  public func sectionView(forSection section: Int) -> ViewNode? {
    nil
  }
}
