import Hooks

// The Hooks module's documented examples (DocC catalog and doc comments), compiled here;
// `HooksDocExampleTests` checks that every example appears in this file and runs them.

enum BasicFeedExample {
  final class Feed {
    let refreshHooks = HookPoint<Feed, Void>(label: "Feed.refresh")
    private(set) var refreshes = 0

    func refresh() {
      refreshHooks.run(self, ()) { feed, _ in feed.refreshes += 1 }
    }
  }

  static func run(print: @escaping (Any...) -> Void) -> HookToken {
    let feed = Feed()
    let token = feed.refreshHooks.after { feed, _ in print("refreshed", feed.refreshes) }
    feed.refresh()  // prints "refreshed 1"
    return token
  }

  static func tokens(print: @escaping (Any...) -> Void) -> Set<HookToken> {
    let feed = Feed()
    var tokens = Set<HookToken>()
    feed.refreshHooks.after { feed, _ in print("refreshed") }.store(in: &tokens)
    feed.refresh()
    return tokens
  }
}

enum TypeWideFeedExample {
  @MainActor
  final class Feed {
    static let typeWideRefreshHooks = HookRegistry<Feed, Void>()
    let refreshHooks = HookPoint<Feed, Void>(
      label: "Feed.refresh", typeWide: Feed.typeWideRefreshHooks)
  }
}
