import Testing
@_spi(StandIn) import UIKit

/// A table whose scrolling a test can forbid through `gestureRecognizerShouldBegin(_:)`.
@MainActor
final class GatedTable: UITableView {
  var allowsPan = true
  var traitChanges: [UITraitCollection?] = []

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    gestureRecognizer === panGestureRecognizer
      ? allowsPan : super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    traitChanges.append(previousTraitCollection)
  }
}

extension UIKitStandInTests {
  @Test func aPullFromTheTopTriggersTheRefreshControl() {
    let table = GatedTable(frame: .zero, style: .plain)
    let refresh = UIRefreshControl()
    var refreshes = 0
    refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    table.refreshControl = refresh
    let window = window(holding: table)
    #expect(table.standInDrag(by: CGPoint(x: 0, y: 30)))
    #expect(!refresh.isRefreshing)
    #expect(table.standInDrag(by: CGPoint(x: 0, y: 90)))
    #expect(refresh.isRefreshing)
    #expect(refreshes == 1)
    #expect(table.contentOffset.y == 0)
    _ = window
  }

  @Test func aPanThatShouldNotBeginDoesNotScroll() {
    let table = GatedTable(frame: .zero, style: .plain)
    let source = CountingSource([40])
    table.dataSource = source
    let window = window(holding: table)
    MainRunLoop.runUntilIdle()
    table.allowsPan = false
    #expect(!table.standInDrag(by: CGPoint(x: 0, y: -100)))
    #expect(table.contentOffset.y == 0)
    table.allowsPan = true
    table.isScrollEnabled = false
    #expect(!table.standInDrag(by: CGPoint(x: 0, y: -100)))
    table.isScrollEnabled = true
    #expect(table.standInDrag(by: CGPoint(x: 0, y: -100)))
    #expect(table.contentOffset.y == 100)
    _ = (window, source)
  }

  @Test func aTapOnAButtonSendsItsPrimaryAction() {
    let root = UIView()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    root.addSubview(button)
    let window = window(holding: root)
    #expect(window.standInTap(at: CGPoint(x: 50, y: 30)) === button)
    #expect(taps == 1)
    button.isHidden = true
    #expect(window.standInTap(at: CGPoint(x: 50, y: 30)) === root)
    #expect(taps == 1)
  }

  @Test func aTraitChangeIsToldToEveryViewOfTheWindow() {
    let table = GatedTable(frame: .zero, style: .plain)
    let window = window(holding: table)
    window.standInTraitCollection = UITraitCollection(traitsFrom: [
      .standInDefault, UITraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(table.traitCollection.userInterfaceStyle == .dark)
    #expect(table.traitChanges.last??.userInterfaceStyle == .light)
  }

  @Test func postedAnnouncementsAreKeptInOrder() {
    let start = UIAccessibility.standInPostedNotifications.count
    UIAccessibility.post(notification: .announcement, argument: "No orders yet")
    let posted = UIAccessibility.standInPostedNotifications.dropFirst(start)
    #expect(posted.map(\.notification) == [.announcement])
    #expect(posted.first?.argument as? String == "No orders yet")
  }

  @Test func aTableViewControllerReloadsItsTableTheFirstTimeItAppears() {
    final class Orders: UITableViewController {
      var rows = 0
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows
      }
    }
    let controller = Orders(style: .plain)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
    controller.rows = 3
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    MainRunLoop.runUntilIdle()
    #expect(controller.tableView.frame == window.bounds)
  }
}
