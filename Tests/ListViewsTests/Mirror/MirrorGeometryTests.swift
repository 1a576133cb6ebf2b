import Hooks
import ListViews
import TestSupport
import Testing

/// The host's geometry and traits copied into a mirror, mapped onto the headless list's.
@Suite @MainActor struct MirrorGeometryTests {}

extension MirrorGeometryTests {
  static let phone = MirrorGeometry(
    size: ViewSize(width: 390, height: 844), contentOffset: ViewPoint(x: 0, y: -91),
    adjustedContentInset: ViewInsets(top: 91, left: 0, bottom: 34, right: 0),
    safeAreaInsets: ViewInsets(top: 47, left: 0, bottom: 34, right: 0), headerHeight: 44,
    footerHeight: 30)

  /// A headless table laid out as `geometry` describes, with a header and footer of its heights.
  static func headlessTable(_ geometry: MirrorGeometry) -> TableView {
    let table = TableView(frame: ViewRect(origin: .zero, size: geometry.size))
    table.contentInset = geometry.adjustedContentInset
    table.safeAreaInsets = geometry.safeAreaInsets
    table.headerView = ViewNode(
      frame: ViewRect(x: 0, y: 0, width: 1, height: geometry.headerHeight))
    table.footerView = ViewNode(
      frame: ViewRect(x: 0, y: 0, width: 1, height: geometry.footerHeight))
    return table
  }

  @Test func aLayoutCopiesTheHostsSizeInsetsSafeAreaHeaderAndFooter() {
    let mirror = Fixtures.tableMirror(HostCounts([0]))
    mirror.hostDidLayout(Self.phone)
    let table = Self.headlessTable(Self.phone)
    #expect(mirror.frame.size == Self.phone.size)
    #expect(mirror.contentInset == Self.phone.adjustedContentInset)
    #expect(mirror.safeAreaInsets == Self.phone.safeAreaInsets)
    #expect(mirror.headerView?.frame == table.headerView?.frame)
    #expect(mirror.footerView?.frame == table.footerView?.frame)
    #expect(mirror.contentArea == table.contentArea)
    #expect(!mirror.needsLayout)
  }

  @Test func theHostsOffsetIsMeasuredFromInsideTheInsets() {
    let mirror = Fixtures.tableMirror(HostCounts([40]))
    mirror.hostDidLayout(Self.phone)
    #expect(mirror.contentOffset == ViewPoint(x: 0, y: 0))
    var scrolled = Self.phone
    scrolled.contentOffset = ViewPoint(x: 0, y: 209)
    mirror.hostDidLayout(scrolled)
    #expect(mirror.contentOffset == ViewPoint(x: 0, y: 300))
  }

  @Test func aLayoutThatMovesNothingRunsNoScrollHook() {
    let mirror = Fixtures.tableMirror(HostCounts([40]))
    mirror.hostDidLayout(Self.phone)
    var scrolls = 0
    let token = mirror.scrollHooks.after { _, _ in scrolls += 1 }
    defer { token.cancel() }
    mirror.hostDidLayout(Self.phone)
    #expect(scrolls == 0)
  }

  @Test func aNewHeaderHeightResizesTheHeaderAndZeroRemovesIt() {
    let mirror = Fixtures.tableMirror(HostCounts([0]))
    mirror.hostDidLayout(Self.phone)
    let header = mirror.headerView
    var taller = Self.phone
    taller.headerHeight = 100
    mirror.hostDidLayout(taller)
    #expect(mirror.headerView === header)
    #expect(mirror.headerView?.frame.height == 100)
    #expect(mirror.contentArea == Self.headlessTable(taller).contentArea)
    taller.headerHeight = 0
    mirror.hostDidLayout(taller)
    #expect(mirror.headerView == nil)
    #expect(header?.superview == nil)
  }

  @Test func theHostsHeaderReplacesAHeaderSetOnTheMirror() {
    let mirror = Fixtures.tableMirror(HostCounts([0]))
    let own = LabelNode(text: "Mine")
    mirror.headerView = own
    mirror.hostDidLayout(Self.phone)
    #expect(mirror.headerView !== own)
    #expect(mirror.headerView?.frame.height == 44)
    #expect(own.superview == nil)
  }

  @Test func aHostWithoutAFooterKeepsAFooterSetOnTheMirror() {
    let mirror = Fixtures.tableMirror(HostCounts([0]))
    let own = LabelNode(text: "Loading more")
    own.frame = ViewRect(x: 0, y: 0, width: 0, height: 44)
    mirror.footerView = own
    var bare = Self.phone
    bare.footerHeight = 0
    mirror.hostDidLayout(bare)
    #expect(mirror.footerView === own)
    #expect(own.superview === mirror)
  }

  @Test func aNegativeHeaderHeightIsRefusedAndTheHeaderKept() {
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(HostCounts([0]), diagnostics: log)
    mirror.hostDidLayout(Self.phone)
    var bad = Self.phone
    bad.headerHeight = -1
    mirror.hostDidLayout(bad)
    #expect(mirror.headerView?.frame.height == 44)
    #expect(log.entries == [.invalidGeometry("headerHeight -1.0 must be finite and not negative")])
  }

  @Test func aNaNSizeIsRefusedAndTheRestOfTheGeometryTaken() {
    let log = DiagnosticLog()
    let mirror = Fixtures.tableMirror(HostCounts([0]), diagnostics: log)
    var bad = Self.phone
    bad.size = ViewSize(width: .nan, height: 10)
    mirror.hostDidLayout(bad)
    #expect(mirror.frame.size == Fixtures.bounds.size)
    #expect(mirror.contentInset == Self.phone.adjustedContentInset)
    #expect(log.entries.count == 1)
  }

  @Test func aCollectionMirrorLaysOutItsStripsAsACollectionDoes() {
    let mirror = Fixtures.collectionMirror(HostCounts([0, 0]))
    mirror.sectionHeaderHeight = 20
    mirror.hostDidLayout(Self.phone)
    let collection = CollectionView(frame: ViewRect(origin: .zero, size: Self.phone.size))
    let source = SectionsSource([0, 0])
    collection.dataSource = source
    collection.sectionHeaderHeight = 20
    collection.contentInset = Self.phone.adjustedContentInset
    collection.headerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: 44))
    collection.footerView = ViewNode(frame: ViewRect(x: 0, y: 0, width: 1, height: 30))
    collection.reloadData()
    #expect(mirror.contentArea == collection.contentArea)
  }

  @Test func theHostsTraitsBecomeTheMirrorsAndItsAttachmentsHear() {
    let mirror = Fixtures.tableMirror(HostCounts([0]))
    let child = ViewNode()
    try? mirror.addSubview(child)
    let listener = TraitListener()
    child.addAttachment(listener)
    let traits = ViewTraits(
      interfaceStyle: .dark, textSize: .accessibilityLarge, layoutDirection: .rightToLeft)
    mirror.hostTraitsDidChange(traits)
    #expect(mirror.traits == traits)
    #expect(child.traits == traits)
    #expect(listener.changes == 1)
    mirror.hostTraitsDidChange(traits)
    #expect(listener.changes == 1)
  }
}

/// Counts the trait changes a view hears.
@MainActor final class TraitListener: ViewAttachment {
  var changes = 0
  func viewDidLayout(_ view: ViewNode) {}
  func viewTraitsDidChange(_ view: ViewNode) { changes += 1 }
}
