import EmptyState

/// One command of the Sandbox, parsed and checked, ready to run.
enum SandboxCommand: Equatable {
  /// Where a tap lands.
  enum TapTarget: Equatable {
    case point(ViewPoint)
    case emptyView
    case button
    case secondaryButton
    case header
    case footer
    /// The Retry button of the page strip after the last row.
    case retry
    /// The placeholder shown in a section, or its button.
    case section(Int, button: Bool)
  }

  /// A behaviour option and its new value.
  enum Option: Equatable {
    case display(EmptyStateOptions.Display)
    case predicate(Bool?)
    case refresh(EmptyStateOptions.Refresh)
    case scrolling(EmptyStateOptions.Scrolling)
    case touches(EmptyStateOptions.Touches)
    case buttonTap(EmptyStateOptions.ButtonTap)
    case placement(EmptyStateOptions.Placement)
  }

  /// What a `snapshot` command does.
  enum Snapshot: Equatable {
    /// Builds the next snapshot: sections in order, each with its items.
    case build([SnapshotSection])
    /// Applies the built snapshot: its difference, as one batch.
    case apply
    /// Applies the built snapshot with a full reload.
    case reload
    /// Items of these sections do not count as content (none: every item counts).
    case ignore([String])
    /// Feeds the list from the counts again.
    case off
    /// When a placeholder decided during an apply appears.
    case presentation(EmptyStateOptions.Presentation)
  }

  /// One section of a snapshot being built.
  struct SnapshotSection: Equatable {
    let name: String
    let items: [String]
  }

  /// What a `pages` command does.
  enum Pages: Equatable {
    /// Loads the list a page at a time: pages of `size` rows, `end` pages in all.
    case start(size: Int, end: Int?)
    /// The next request of this page fails, once.
    case fail(page: Int)
  }

  /// Where a `scroll` command moves the content offset.
  enum ScrollTarget: Equatable {
    /// To this offset from the top.
    case to(Double)
    /// By this distance (negative: up).
    case by(Double)
    /// To the bottom of the content.
    case end
  }

  /// What a section placeholder command does (see `SectionCommandParser`).
  enum SectionPlaceholder: Equatable {
    /// Gives the section at this index a placeholder with a title and, maybe, a button.
    case set(section: Int, title: String, button: String?)
    /// Takes the section's placeholder away.
    case remove(section: Int)
    /// Takes every section's placeholder away.
    case removeAll
    /// Lists the sections that have a placeholder.
    case list
    /// What section placeholders do while the list's own placeholder shows.
    case rule(SectionPlaceholders<any ListContainer>.WhileListPlaceholderShows)
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
  case empty(PlaceholderLabel?, tappable: Bool)
  case tap(TapTarget)
  case accessory(Accessory, text: String?, height: Double)
  case insets(ViewInsets)
  case size(ViewSize)
  case rotate
  /// Whether the log prints the list's announcements to screen readers.
  case announce(Bool)
  case table
  case collection
  /// Drives the list headless or through a UIKit host.
  case host(ActiveList.Host)
  case svg(path: String)
  case phase(ContentPhase.Kind, message: String?)
  case placeholder(PlaceholderKind, text: String?)
  case detail(String?)
  case button(String?)
  case preset(String)
  case presets
  case option(Option)
  // Loads on the virtual clock (see `LoadCommandParser`).
  case server(ServerResponse)
  case load(Duration)
  case refresh
  case retry
  case cancel
  case advance(Duration)
  case search(String?)
  case timing(EmptyStateOptions.LoadingTiming)
  case spinner(Bool)
  case snapshot(Snapshot)
  // Paged loading and scrolling (see `PagesCommandParser`).
  case pages(Pages)
  case scroll(ScrollTarget)
  // Appearance, traits and transitions (see `AppearanceCommandParser`).
  case appearance(AppearanceCommand)
  // Placeholders of sections (see `SectionCommandParser`).
  case sectionPlaceholder(SectionPlaceholder)
}

extension SandboxCommand.Option: CustomStringConvertible {
  var description: String {
    switch self {
    case .display(let display): return "display \(display == .always ? "always" : "automatic")"
    case .predicate(let answer): return "predicate \(answer.map { $0 ? "yes" : "no" } ?? "none")"
    case .refresh(let refresh): return "refresh \(refresh == .keepContent ? "keep" : "replace")"
    case .scrolling(let scrolling):
      return "scrolling \(scrolling == .allowed ? "allowed" : "blocked")"
    case .touches(let touches):
      return "touches \(touches == .placeholder ? "placeholder" : "through")"
    case .buttonTap(let tap): return "button \(tap == .keepPlaceholder ? "keep" : "dismiss")"
    case .placement(let placement):
      return "placement \(placement == .front ? "front" : "background")"
    }
  }
}
