import Testing
@_spi(StandIn) import UIKit

/// The stand-in behaves as UIKit is documented to behave: one suite, its behaviours in the
/// extensions of the files beside this one.
@Suite @MainActor struct UIKitStandInTests {}

/// A table and collection data source over editable counts that counts how often it is asked.
@MainActor
final class CountingSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  var counts: [Int]
  private(set) var fetches = 0

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    fetches += 1
    return counts.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    fetches += 1
    return counts.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}

/// A window of 320 by 480 points holding `view` at its full size, made visible.
@MainActor
func window(holding view: UIView, safeArea: UIEdgeInsets = .zero) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.standInSafeAreaInsets = safeArea
  view.frame = window.bounds
  window.addSubview(view)
  window.makeKeyAndVisible()
  return window
}

/// A table of 320 by 480 points over `source`.
@MainActor
func table(over source: CountingSource) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  table.dataSource = source
  return table
}
