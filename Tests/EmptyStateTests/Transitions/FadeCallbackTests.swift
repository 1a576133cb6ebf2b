import EmptyState
import EmptyStateTesting
import ListViews
import TestSupport
import Testing

/// App code that brings the fades up to now while a placeholder is being built.
@Suite @MainActor struct FadeCallbackTests {
  @Test func aFadeOutThatEndsWhileTheNextViewIsBuiltLeavesNoViewBehind() async throws {
    let clock = WobblyClock()
    let list = try FadingList(clock: clock)
    clock.now.offset = .milliseconds(100)
    list.table.emptyState.updateTransitions()  // the fade-in ends
    list.reload([1])  // the fade-out runs from 100 ms to 200 ms
    let table = list.table
    list.table.emptyState.configuration.empty = try EmptyStatePlaceholder(
      title: "No orders yet",
      customView: CustomPlaceholderView {
        clock.now.offset = .milliseconds(250)  // the factory takes its time, then a frame comes
        table.emptyState.updateTransitions()
        return LabelNode(text: "custom")
      })
    _ = list.takeEvents()
    list.reload([])
    #expect(list.takeEvents() == [.willAppear, .didDisappear])
    #expect(list.views.map(\.opacity) == [0])
  }

  @Test func aCrossfadeGivenUpWhileTheNewViewIsBuiltKeepsTheFadeInsOpacity() async throws {
    let clock = WobblyClock()
    let list = try FadingList(loading: true, clock: clock)
    clock.now.offset = .milliseconds(50)
    list.table.emptyState.updateTransitions()  // the fade-in is halfway
    var placedBehind = false
    let table = list.table
    list.table.emptyState.configuration.loading = try EmptyStatePlaceholder(
      title: "Loading…",
      customView: CustomPlaceholderView {
        if !placedBehind {
          placedBehind = true
          table.emptyState.configuration.options.placement = .background
        }
        return LabelNode(text: "spinner")
      })
    var seen: [Double] = []
    let token = list.table.emptyState.onEvent { table, event in
      if event == .didReplacePlaceholder { seen.append(table.emptyView?.opacity ?? -1) }
    }
    list.table.emptyState.phase = .loading
    #expect(seen.first == 0.5)
    withExtendedLifetime(token) {}
  }
}

extension FadeCallbackTests {
  /// A custom view that runs `onLayout` once, the first time it is laid out.
  final class LayoutCallbackNode: ViewNode {
    var onLayout: (() -> Void)?

    override init(frame: ViewRect = .zero) {
      super.init(frame: frame)
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let run = onLayout
      onLayout = nil
      run?()
    }
  }

  @Test func aFrameDrawnWhileAReplacementIsPlacedIsKeptByTheNewView() async throws {
    let clock = WobblyClock()
    let fade = PlaceholderFade(duration: .milliseconds(100), curve: .linear)
    let list = try FadingList(
      transitions: .init(appear: fade, disappear: fade, swap: nil), loading: true, clock: clock)
    clock.now.offset = .milliseconds(40)
    list.table.emptyState.updateTransitions()
    let table = list.table
    list.table.emptyState.configuration.loading = try EmptyStatePlaceholder(
      title: "Loading…",
      customView: CustomPlaceholderView {
        let node = LayoutCallbackNode(frame: ViewRect(x: 0, y: 0, width: 5_000, height: 10))
        node.onLayout = {
          clock.now.offset = .milliseconds(60)
          table.emptyState.updateTransitions()
        }
        return node
      })
    list.table.emptyState.phase = .loading
    #expect(list.views.map(\.opacity) == [0.6])
  }
}
