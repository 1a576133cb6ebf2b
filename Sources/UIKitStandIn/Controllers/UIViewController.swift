/// An object that manages a view hierarchy for your UIKit app.
///
/// [UIViewController](https://developer.apple.com/documentation/uikit/uiviewcontroller)
@MainActor
open class UIViewController: UIResponder {
  /// The view, once loaded or set.
  private var loadedView: UIView?

  /// Creates a view controller with the nib file in the specified bundle; the stand-in has no
  /// nibs, so it loads its view with `loadView()`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The view that the controller manages, loaded when first read.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    // The view is loaded the first time it is read:
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// A Boolean value indicating whether the view is currently loaded into memory.
  open var isViewLoaded: Bool {
    loadedView != nil
  }

  /// Loads the view controller's view if it has not yet been loaded.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  /// Creates the view that the controller manages: a plain view by default.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}

  /// Notifies the view controller that its view is about to be added to a view hierarchy.
  open func viewWillAppear(_ animated: Bool) {}

  /// Notifies the view controller that its view was added to a view hierarchy.
  open func viewDidAppear(_ animated: Bool) {}
}

/// A view controller that specializes in managing a table view.
///
/// [UITableViewController](https://developer.apple.com/documentation/uikit/uitableviewcontroller)
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource {
  /// The style of the table view the controller makes.
  private let tableStyle: UITableView.Style
  /// Whether the table appeared once (its data is reloaded the first time only).
  private var hasAppeared = false

  /// Initializes a table-view controller to manage a table view of a given style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller of a plain table view.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from data in an unarchiver; the stand-in has no archives.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table view managed by the controller object: its view.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Makes a table view of the controller's style, with the controller as its data source.
  open override func loadView() {
    // The controller creates a table view and makes itself its data source:
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller
    let table = UITableView(frame: .zero, style: tableStyle)
    table.dataSource = self
    view = table
  }

  /// Reloads the table's data the first time it appears.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // When the table view is about to appear the first time, the controller reloads its data:
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller
    guard !hasAppeared else { return }
    hasAppeared = true
    tableView?.reloadData()
  }

  /// No rows: a subclass overrides this.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  /// A default cell: a subclass overrides this.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// One section: a subclass overrides this.
  open func numberOfSections(in tableView: UITableView) -> Int {
    1
  }
}
