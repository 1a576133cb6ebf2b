#if canImport(UIKit)
  import EmptyState
  import EmptyStateTesting
  import Testing
  import EmptyStateUIKit
  import TestSupport
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #else
    @_spi(StandIn) import UIKit
  #endif

  /// The UIKit half of a differential pair: an adapter list in a window, and how to drive it.
  @MainActor
  struct AdapterList<Owner: ListContainer> where Owner.HookOwner == Owner {
    let view: UIScrollView
    let window: UIWindow
    let emptyState: () -> EmptyStateController<Owner>
    let emptyView: () -> UIView?
    let reload: () -> Void
    let update: (ListUpdate) -> Void
    let batch: ([ListUpdate]) -> Void
    let apply: (NSDiffableDataSourceSnapshot<Int, Int>, _ usingReloadData: Bool) -> Void
    let mirror: ListView
    let setEmptyView: (_ onTap: @escaping @MainActor () -> Void) -> Void
  }

  /// A headless list with `EmptyState` and an adapter list in the stand-in, given the same
  /// seeded steps; after every step the placeholder shown, its frame in content coordinates,
  /// the events and the announcements must be the same on both.
  ///
  /// The callbacks it gives its lists hold it weakly and reach the lists through it: a list keeps
  /// its last load's apply step for retries, so a callback that captured a list kept it alive
  /// beside later pairs (and an `unowned` capture of a pair gone crashed under ASan).
  @MainActor
  final class DifferentialPair<List: ListView & ListContainer> {
    let headless: List
    let adapter: AdapterList<List.HookOwner>
    let orders: Orders
    let source: SectionsSource
    /// The headless diffable apply, when the pair is diffable.
    let headlessApply: ((ListSnapshot<Int, Int>, _ usingReloadData: Bool) -> Void)?
    /// Runs after every step on the adapter: a deliberate fault the comparison must catch.
    var tamper: ((DifferentialPair) -> Void)?
    var headlessEvents: [EmptyStateEvent] = []
    var adapterEvents: [EmptyStateEvent] = []
    var headlessTold: [EmptyStateAnnouncement] = []
    var adapterTold: [EmptyStateAnnouncement] = []
    var headlessSectionEvents: [SectionPlaceholderEvent] = []
    var adapterSectionEvents: [SectionPlaceholderEvent] = []
    /// The steps after which a section placeholder showed: the run's coverage of them.
    var stepsShowingSectionPlaceholders = 0
    var headlessTaps = 0
    /// The later pages the headless list applied: the run's coverage of paging.
    var laterPagesApplied = 0
    var adapterTaps = 0
    private var postedBefore = 0
    private var tokens: [HookToken] = []
    private weak var headlessPages: PagedLoader<List.HookOwner, Int, [Int]>?
    private weak var adapterPages: PagedLoader<List.HookOwner, Int, [Int]>?

    init(
      headless: List, source: SectionsSource, orders: Orders, adapter: AdapterList<List.HookOwner>,
      headlessApply: ((ListSnapshot<Int, Int>, Bool) -> Void)?
    ) throws {
      self.headless = headless
      self.source = source
      self.orders = orders
      self.adapter = adapter
      self.headlessApply = headlessApply
      headless.diagnosticHandler = { _, _ in }
      adapter.mirror.diagnosticHandler = { _, _ in }
      Host.runTurns()
      takeGeometry()
      // Configured after the empty view is set: each change is drawn before it returns.
      headless.setEmptyView(title: "No orders in the pair") { [weak self] _ in
        self?.headlessTaps += 1
      }
      try configure(
        headless.emptyState, events: \.headlessEvents, told: \.headlessTold,
        sectionEvents: \.headlessSectionEvents)
      adapter.setEmptyView { [weak self] in self?.adapterTaps += 1 }
      try configure(
        adapter.emptyState(), events: \.adapterEvents, told: \.adapterTold,
        sectionEvents: \.adapterSectionEvents)
      postedBefore = UIAccessibility.standInPostedNotifications.count
    }

    private func configure<Owner: ListContainer>(
      _ controller: EmptyStateController<Owner>,
      events: ReferenceWritableKeyPath<DifferentialPair, [EmptyStateEvent]>,
      told: ReferenceWritableKeyPath<DifferentialPair, [EmptyStateAnnouncement]>,
      sectionEvents: ReferenceWritableKeyPath<DifferentialPair, [SectionPlaceholderEvent]>
    ) throws where Owner.HookOwner == Owner {
      // Time is the test's: on the continuous clock, a loader slowed past the show delay (under
      // the address sanitizer) showed one list's loading placeholder and not the other's.
      controller.clock = TestClock()
      // Section 1, while empty, shows its own placeholder, kept while the list's shows.
      controller.configuration.sections = SectionPlaceholders(
        whileListPlaceholderShows: .keepSectionPlaceholders
      ) { _, section in
        section == 1 ? try? EmptyStatePlaceholder(title: "No posts in the pair") : nil
      }
      tokens.append(
        controller.onSectionEvent { [weak self] _, event in
          self?[keyPath: sectionEvents].append(event)
        })
      controller.configuration.options.announcements = .on(minimumInterval: .zero)
      controller.configuration.loading = try EmptyStatePlaceholder(title: "Loading the pair")
      controller.configuration.failure = try EmptyStatePlaceholder(
        title: "Could not load the pair", detail: "Check your network.")
      tokens.append(
        controller.onEvent { [weak self] _, event in self?[keyPath: events].append(event) })
      tokens.append(
        controller.onAnnouncement { [weak self] _, said in self?[keyPath: told].append(said) })
    }

    /// Runs `steps` steps of `seed`; returns the first difference and the steps up to it.
    func run(seed: UInt64, steps: Int, diffable: Bool) async -> (String, [DifferentialStep])? {
      var random = SplitMix64(seed: seed)
      let generator = DifferentialGenerator(diffable: diffable)
      var done: [DifferentialStep] = []
      for _ in 0..<steps {
        let step = generator.next(counts: counts, using: &random)
        done.append(step)
        if let difference = await perform(step) { return (difference, done) }
        // Lets the other suites' main-actor tests run between steps, under any load.
        await Task.yield()
      }
      return nil
    }

    /// Replays `steps`, skipping those made for other counts; returns the first difference.
    func replay(_ steps: [DifferentialStep]) async -> (String, [DifferentialStep])? {
      var done: [DifferentialStep] = []
      for step in steps where step.before == nil || step.before == counts {
        done.append(step)
        if let difference = await perform(step) { return (difference, done) }
        // Lets the other suites' main-actor tests run between steps, under any load.
        await Task.yield()
      }
      return nil
    }

    /// Takes the adapter's list out of its window, so that it posts nothing during later pairs.
    func close() {
      adapter.view.removeFromSuperview()
      adapter.window.isHidden = true
      Host.runTurns()
    }

    /// The counts both lists show now.
    var counts: [Int] { orders.sections }

    /// Applies `step` to both lists; returns the first difference after it, if any.
    func perform(_ step: DifferentialStep) async -> String? {
      switch step {
      case .load(let counts, let succeeds): await load(counts, succeeds: succeeds)
      case .pages(let counts): await loadPages(counts)
      case .nextPage: await loadNextPage()
      default: apply(step)
      }
      tamper?(self)
      if let difference = firstDifference() { return difference }
      // What a person sees a turn later: completions ran and layout happened.
      Host.runTurns()
      takeGeometry()
      tamper?(self)
      if !headless.emptyState.sectionsShowingPlaceholders.isEmpty {
        stepsShowingSectionPlaceholders += 1
      }
      return firstDifference().map { "after the run loop's turn: \($0)" }
    }

    private func apply(_ step: DifferentialStep) {
      switch step {
      case .reload(let counts):
        set(counts)
        headless.reloadData()
        adapter.reload()
      case .update(let update, _, let after):
        set(after)
        headless.apply(update)
        adapter.update(update)
      case .batch(let updates, _, let after):
        set(after)
        headless.performBatchUpdates { for update in updates { headless.apply(update) } }
        adapter.batch(updates)
      case .apply(let sections, let counts, let usingReloadData):
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var headlessSnapshot = ListSnapshot<Int, Int>()
        snapshot.appendSections(sections)
        try? headlessSnapshot.appendSections(sections)
        for (section, count) in zip(sections, counts) {
          let items = (0..<count).map { section * 100 + $0 }
          snapshot.appendItems(items, toSection: section)
          try? headlessSnapshot.appendItems(items, toSection: section)
        }
        orders.sections = counts
        headlessApply?(headlessSnapshot, usingReloadData)
        adapter.apply(snapshot, usingReloadData)
      case .resize(let width, let height):
        adapter.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        Host.runTurns()
        takeGeometry()
      case .traits(let traits):
        headless.traitOverrides = ViewTraits.Overrides(
          interfaceStyle: traits.interfaceStyle, textSize: traits.textSize,
          layoutDirection: traits.layoutDirection)
        adapter.window.standInTraitCollection = UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: traits.interfaceStyle == .dark ? .dark : .light),
          UITraitCollection(preferredContentSizeCategory: Self.category(traits.textSize)),
          UITraitCollection(
            layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        ])
      case .phase(let kind):
        let phase: ContentPhase =
          switch kind {
          case .notLoaded: .notLoaded
          case .loading: .loading
          case .loaded: .loaded
          case .failed: .failed(Offline())
          }
        headless.emptyState.phase = phase
        adapter.emptyState().phase = phase
      case .tap:
        if let view = headless.emptyView, headless.emptyState.isShown {
          view.tap(at: ViewPoint(x: view.frame.width / 2, y: view.frame.height / 2))
        }
        if let control = adapter.emptyView() as? UIControl { Host.tap(control) }
      case .load, .pages, .nextPage: break  // awaited in `perform(_:)`
      case .retitleLoading(let title):
        headless.emptyState.configuration.loading = try? EmptyStatePlaceholder(title: title)
        adapter.emptyState().configuration.loading = try? EmptyStatePlaceholder(title: title)
      }
    }

    /// A managed load on both lists, one after the other, each settled; its apply step shows
    /// `counts`, or it fails.
    private func load(_ counts: [Int], succeeds: Bool) async {
      headless.emptyState.load {
        guard succeeds else { throw Offline() }
        return counts
      } apply: { [weak self] (_, counts: [Int]) in
        guard let self else { return }
        set(counts)
        headless.reloadData()
      }
      await headless.emptyState.settle()
      adapter.emptyState().load {
        guard succeeds else { throw Offline() }
        return counts
      } apply: { [weak self] (_, counts: [Int]) in
        guard let self else { return }
        set(counts)
        adapter.reload()
      }
      await adapter.emptyState().settle()
    }

    /// Paged loading on both lists: the first page shows `counts`; the one later page adds a
    /// section of two rows.
    private func loadPages(_ counts: [Int]) async {
      let pager: PagedLoader<List.HookOwner, Int, [Int]>.PageLoader = { cursor in
        LoadedPage(items: cursor == 0 ? counts : [2], next: cursor == 0 ? 1 : nil)
      }
      guard let headlessOwner = headless as? List.HookOwner,
        let mirror = adapter.mirror as? List.HookOwner
      else { return }
      headlessPages = headlessOwner.loadPages(startingAt: 0, prefetchDistance: 0, pager) {
        [weak self] _, items, placement in
        guard let self else { return }
        if placement == .replacingContent {
          set(items)
          headless.reloadData()
        } else {
          let first = counts.count
          set(self.counts + items)
          headless.apply(.insertSections(Array(first..<first + items.count)))
          laterPagesApplied += 1
        }
      }
      await headless.emptyState.settle()
      adapterPages = mirror.loadPages(startingAt: 0, prefetchDistance: 0, pager) {
        [weak self] _, items, placement in
        guard let self else { return }
        if placement == .replacingContent {
          set(items)
          adapter.reload()
        } else {
          let first = counts.count
          set(self.counts + items)
          adapter.update(.insertSections(Array(first..<first + items.count)))
        }
      }
      await adapter.emptyState().settle()
    }

    /// Asks both lists' paged loaders for their next page, each settled.
    private func loadNextPage() async {
      guard let headlessPages, let adapterPages else { return }
      headlessPages.loadNextPage()
      await headless.emptyState.settle()
      adapterPages.loadNextPage()
      await adapter.emptyState().settle()
    }

    private func set(_ counts: [Int]) {
      source.sections = counts
      orders.sections = counts
    }

    /// The headless list takes the geometry the adapter's layout found.
    private func takeGeometry() {
      let view = adapter.view
      let inset = Self.insets(view.adjustedContentInset)
      let size = ViewSize(width: Double(view.bounds.width), height: Double(view.bounds.height))
      if headless.frame.size != size { headless.frame = ViewRect(origin: .zero, size: size) }
      if headless.contentInset != inset { headless.contentInset = inset }
      let safeArea = Self.insets(view.safeAreaInsets)
      if headless.safeAreaInsets != safeArea { headless.safeAreaInsets = safeArea }
      let offset = ViewPoint(
        x: Double(view.contentOffset.x) + inset.left, y: Double(view.contentOffset.y) + inset.top)
      if headless.contentOffset != offset { headless.contentOffset = offset }
    }

    /// What differs between the two lists, if anything.
    func firstDifference() -> String? {
      let shown = (headless.emptyState.shownPlaceholder, adapter.emptyState().shownPlaceholder)
      if shown.0 != shown.1 {
        return "shown \(String(describing: shown.0)) != \(String(describing: shown.1))"
      }
      let frames = (headlessFrame, adapterFrame)
      if !Self.same(frames.0, frames.1) {
        return "frame \(String(describing: frames.0)) != \(String(describing: frames.1))"
      }
      if shown.0 != nil {
        let texts = (
          headless.emptyView.map(Self.texts) ?? [],
          adapter.emptyView()?.labels.compactMap(\.text).filter { !$0.isEmpty } ?? []
        )
        if texts.0 != texts.1 { return "texts \(texts.0) != \(texts.1)" }
      }
      let sections = (
        headless.emptyState.sectionsShowingPlaceholders,
        adapter.emptyState().sectionsShowingPlaceholders
      )
      if sections.0 != sections.1 { return "section placeholders \(sections.0) != \(sections.1)" }
      let drawnSections = adapter.view.labels.filter {
        $0.text == "No posts in the pair" && $0.isShown(in: adapter.view)
      }
      if drawnSections.count != sections.0.count {
        return "\(drawnSections.count) section placeholders drawn, \(sections.0.count) shown"
      }
      if headlessSectionEvents != adapterSectionEvents {
        return "section events \(headlessSectionEvents) != \(adapterSectionEvents)"
      }
      if headlessEvents != adapterEvents { return "events \(headlessEvents) != \(adapterEvents)" }
      if headlessTold != adapterTold { return "announcements \(headlessTold) != \(adapterTold)" }
      let posted = UIAccessibility.standInPostedNotifications.dropFirst(postedBefore)
        .filter { $0.notification == .announcement }.compactMap { $0.argument as? String }
        .filter { $0.contains("the pair") }  // another suite's, posted while a load step awaits
      if posted != headlessTold.map(\.text) {
        return "posted \(posted) != \(headlessTold.map(\.text))"
      }
      if headlessTaps != adapterTaps { return "taps \(headlessTaps) != \(adapterTaps)" }
      return nil
    }

    /// The texts of the labels below `node`, depth first, but empty ones.
    private static func texts(_ node: ViewNode) -> [String] {
      node.subviews.flatMap { child in
        (child as? LabelNode).map { $0.text.isEmpty ? [] : [$0.text] } ?? texts(child)
      }
    }

    /// The headless placeholder's frame in the adapter's content coordinates, while it is in
    /// the list (a headless offset counts from the inset content's top, UIKit's from the inset's).
    private var headlessFrame: CGRect? {
      guard headless.emptyState.isShown, let view = headless.emptyView, view.superview === headless
      else { return nil }
      let bounds = adapter.view.bounds
      return CGRect(
        x: view.frame.origin.x - headless.contentOffset.x + bounds.minX,
        y: view.frame.origin.y - headless.contentOffset.y + bounds.minY, width: view.frame.width,
        height: view.frame.height)
    }

    /// The adapter's placeholder view's frame in content coordinates, while a person sees it.
    private var adapterFrame: CGRect? {
      guard let view = adapter.emptyView(), view.isShown(in: adapter.view) else { return nil }
      return view.frame
    }

    /// Whether two frames are equal but for the rounding of converting between coordinates.
    private static func same(_ one: CGRect?, _ other: CGRect?) -> Bool {
      guard let one, let other else { return one == nil && other == nil }
      return [
        one.minX - other.minX, one.minY - other.minY, one.width - other.width,
        one.height - other.height,
      ].allSatisfy { abs($0) < 0.001 }
    }

    private static func insets(_ insets: UIEdgeInsets) -> ViewInsets {
      ViewInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }

    private static func category(_ size: ViewTraits.TextSize) -> UIContentSizeCategory {
      switch size {
      case .extraSmall: .extraSmall
      case .extraLarge: .extraLarge
      case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
      default: .large
      }
    }
  }

  /// The error of a failed phase.
  private struct Offline: Error {}
#endif
