import ListViews

/// The strip after the last row that shows a ``PageLoadState``.
@MainActor
final class PageFooterView: ViewNode {
  private(set) var state = PageLoadState.notLoading
  private var texts: PageFooter
  private let retry: @MainActor () -> Void

  private(set) var retryButton: ButtonNode?

  var holdsItsPlace = false {
    didSet { if holdsItsPlace != oldValue { fitHeight() } }
  }

  init(texts: PageFooter, retry: @escaping @MainActor () -> Void) {
    self.texts = texts
    self.retry = retry
    super.init(frame: .zero)
    isHidden = true
  }

  func show(_ state: PageLoadState, texts: PageFooter? = nil) {
    if let texts { self.texts = texts }
    self.state = state
    for subview in subviews { subview.removeFromSuperview() }
    retryButton = nil
    switch state {
    case .notLoading:
      break
    case .loading:
      add(ActivityIndicatorNode())
      add(LabelNode(text: self.texts.loadingText))
    case .failed(let error):
      add(LabelNode(text: self.texts.failureText))
      // A cursor loop (or a cursor not equal to itself) cannot be retried: the pages wait for
      // a refresh.
      if !(error is PageLoadingError) {
        let button = ButtonNode(title: self.texts.retryTitle, image: nil)
        let retry = self.retry
        button.tapAction = { _ in retry() }
        add(button)
        retryButton = button
      }
    case .endReached:
      if let endText = self.texts.endText { add(LabelNode(text: endText)) }
    }
    fitHeight()
  }

  private func fitHeight() {
    isHidden = subviews.isEmpty && !holdsItsPlace
    let height = isHidden ? 0 : texts.usableHeight
    if frame.height != height {
      frame = ViewRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
    } else {
      layoutSubviews()
    }
  }

  private func add(_ part: ViewNode) {
    do {
      try addSubview(part)
    } catch {
      report(.invalidHierarchy("paged loading: the page footer cannot show its parts: \(error)"))
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let margin = 16.0
    let line = 16.0
    let top = max(0, (bounds.height - line) / 2)
    let buttonWidth = retryButton == nil ? 0 : 80.0
    for subview in subviews {
      switch subview {
      case let indicator as ActivityIndicatorNode:
        indicator.frame = ViewRect(
          origin: ViewPoint(
            x: margin, y: max(0, (bounds.height - indicator.style.size.height) / 2)),
          size: indicator.style.size)
      case let button as ButtonNode:
        button.frame = ViewRect(
          x: max(0, bounds.width - margin - buttonWidth), y: top, width: buttonWidth, height: line)
      default:
        let leading = state.kind == .loading ? margin + 32 : margin
        let trailing = buttonWidth > 0 ? margin + buttonWidth + 8 : margin
        subview.frame = ViewRect(
          x: leading, y: top, width: max(0, bounds.width - leading - trailing), height: line)
      }
    }
  }
}
