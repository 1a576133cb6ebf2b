import EmptyState

extension Double {
  /// The number without a decimal point when it is whole.
  var compact: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}

extension SandboxSession {
  func describe(_ size: ViewSize) -> String {
    "\(size.width.compact) x \(size.height.compact)"
  }

  func describe(_ insets: ViewInsets) -> String {
    "top \(insets.top.compact), left \(insets.left.compact), bottom \(insets.bottom.compact), "
      + "right \(insets.right.compact)"
  }

  func describe(_ label: PlaceholderLabel) -> String {
    switch label {
    case .image(let image): return "image \(image.name) \(describe(image.size))"
    case .title(let title): return "title \"\(title)\""
    case .imageAndTitle(let image, let title):
      return "image \(image.name) \(describe(image.size)) above title \"\(title)\""
    }
  }
}
