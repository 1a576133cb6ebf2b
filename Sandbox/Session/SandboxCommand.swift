import EmptyState

/// One command of the Sandbox, parsed and checked, ready to run.
enum SandboxCommand: Equatable {
  /// Where a tap lands.
  enum TapTarget: Equatable {
    case point(ViewPoint)
    case emptyView
    case header
    case footer
  }

  /// Which accessory a command sets.
  enum Accessory: String, Equatable {
    case header
    case footer
  }

  case help
  case quit
  case demo
  case render
  case reload
  case add(count: Int, section: Int?)
  case remove(count: Int, section: Int?)
  case addSection(count: Int)
  case removeSection(Int)
  case clear
  case begin
  case end
  case data([Int])
  case empty(EmptyStateContent?, tappable: Bool)
  case tap(TapTarget)
  case accessory(Accessory, text: String?, height: Double)
  case insets(ViewInsets)
  case size(ViewSize)
  case rotate
  case table
  case collection
  case svg(path: String)
}
