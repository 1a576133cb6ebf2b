#if canImport(UIKit)
  import EmptyStateUIKit
  import Testing
  #if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit
  #else
    @_spi(StandIn) import UIKit
  #endif

  /// The adapter on UIKit: the stand-in here, Apple's framework on an Apple CI run.
  ///
  /// The named failure cases of swizzling libraries come first (`NamedFailureTests.swift`), each failing
  /// when its override is removed.
  @Suite @MainActor struct EmptyStateUIKitTests {}

  /// Orders, as an app's data source: sections of rows it edits before telling the table.
  @MainActor
  final class Orders: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var sections: [Int]

    init(_ sections: [Int]) {
      self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      sections[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      UICollectionViewCell(frame: .zero)
    }
  }

  /// What a test does that a person would do, on the stand-in or on Apple's UIKit.
  @MainActor
  enum Host {
    /// A visible window of a phone's size (390 × 844) with a notch's safe area, holding `view`
    /// at its full size.
    static func window(holding view: UIView) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      #if !(os(iOS) || os(tvOS) || os(visionOS))
        window.standInSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      #endif
      view.frame = window.bounds
      window.addSubview(view)
      window.makeKeyAndVisible()
      return window
    }

    /// Lets the main run loop take its turns: queued blocks, completions and layout.
    static func runTurns() {
      #if os(iOS) || os(tvOS) || os(visionOS)
        RunLoop.main.run(until: Date())
      #else
        MainRunLoop.runUntilIdle()
      #endif
    }

    /// Taps `control`'s center, as a finger does (Apple's UIKit: its primary action).
    static func tap(_ control: UIControl) {
      #if os(iOS) || os(tvOS) || os(visionOS)
        control.sendActions(for: .primaryActionTriggered)
      #else
        let center = CGPoint(x: control.bounds.midX, y: control.bounds.midY)
        control.window?.standInTap(at: control.convert(center, to: nil))
      #endif
    }

    /// Whether a test can drag a scroll view (the stand-in can; on a device it is a UI test).
    nonisolated static var canDrag: Bool {
      #if os(iOS) || os(tvOS) || os(visionOS)
        false
      #else
        true
      #endif
    }

    /// Drags `scrollView`'s content by `dy` points and lifts; returns whether it scrolled.
    @discardableResult
    static func drag(_ scrollView: UIScrollView, by dy: CGFloat) -> Bool {
      #if os(iOS) || os(tvOS) || os(visionOS)
        false
      #else
        scrollView.standInDrag(by: CGPoint(x: 0, y: dy))
      #endif
    }

    /// The announcements posted to VoiceOver while `body` runs.
    static func announcements(during body: () -> Void) -> [String] {
      #if os(iOS) || os(tvOS) || os(visionOS)
        body()
        return []
      #else
        let start = UIAccessibility.standInPostedNotifications.count
        body()
        return UIAccessibility.standInPostedNotifications.dropFirst(start)
          .filter { $0.notification == .announcement }.compactMap { $0.argument as? String }
      #endif
    }
  }

  /// A table with an empty view over `orders`, in a window, laid out.
  @MainActor
  func emptyStateTable(_ orders: Orders) -> (EmptyStateTableView, UIWindow) {
    let table = EmptyStateTableView(frame: .zero, style: .plain)
    table.dataSource = orders
    let window = Host.window(holding: table)
    Host.runTurns()
    table.setEmptyView(title: "No orders yet")
    return (table, window)
  }

  /// A collection with an empty view over `orders`, in a window, laid out.
  @MainActor
  func emptyStateCollection(_ orders: Orders) -> (EmptyStateCollectionView, UIWindow) {
    let collection = EmptyStateCollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = orders
    let window = Host.window(holding: collection)
    Host.runTurns()
    collection.setEmptyView(title: "No photos")
    return (collection, window)
  }

  extension UIView {
    /// Whether the view is in `ancestor`'s tree and shown (neither it nor an ancestor hidden).
    func isShown(in ancestor: UIView) -> Bool {
      var view: UIView? = self
      while let current = view {
        if current.isHidden || current.alpha < 0.01 { return false }
        if current === ancestor { return true }
        view = current.superview
      }
      return false
    }

    /// The labels below the view, depth first.
    var labels: [UILabel] {
      subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? $0.labels }
    }
  }
#endif
