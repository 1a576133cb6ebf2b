import EmptyState

extension EmptyStatePresetName {
  static let noNetwork: EmptyStatePresetName = "noNetwork"
  static let noOrders: EmptyStatePresetName = "noOrders"
  static let noGoods: EmptyStatePresetName = "noGoods"
}

/// Why a load failed in the Sandbox: the message the user typed.
struct SandboxLoadError: Error, CustomStringConvertible {
  let description: String
}

extension SandboxSession {
  /// Seed 000's typed placeholders, defined once for the whole Sandbox.
  static func registerPresets() {
    let presets: [(EmptyStatePresetName, String, String, String?, String?)] = [
      (.noNetwork, "no-network", "No connection", "Check your network and try again.", "Retry"),
      (.noOrders, "no-orders", "No orders yet", "Orders you place appear here.", "Browse"),
      (.noGoods, "no-goods", "Nothing in stock", nil, nil),
    ]
    for (name, image, title, detail, button) in presets {
      let placeholder = try? EmptyStatePreset(
        image: ViewImage(name: image, width: 64, height: 48), title: title, detail: detail,
        button: button.flatMap { try? PlaceholderButton(title: $0) })
      if let placeholder { EmptyStateDefaults.register(placeholder, as: name) }
    }
  }

  /// Runs the commands for phases, placeholders, presets and options.
  func runStateCommand(_ command: SandboxCommand) throws(CommandError) {
    switch command {
    case .phase(let kind, let message):
      note("phase: \(kind.rawValue)\(message.map { " (\($0))" } ?? "")")
      list.emptyState.phase = Self.phase(kind, message: message)
    case .placeholder(let kind, let text):
      try setPlaceholder(kind, text: text)
    case .detail(let text):
      try changeEmptyPlaceholder("detail") { $0.detail = text }
    case .button(let text):
      try changeEmptyPlaceholder("button") { placeholder throws(CommandError) in
        placeholder.button = try text.map { title throws(CommandError) in
          try button(title) { [weak self] in self?.note("button action ran") }
        }
      }
    case .preset(let name):
      do throws(EmptyStateError) {
        let placeholder = try EmptyStateDefaults.preset(EmptyStatePresetName(rawValue: name))
        note("empty view attached: preset \(name)")
        changePlaceholders { $0.empty = placeholder }
      } catch {
        throw .usage("preset", "preset NAME   (see 'presets')", error.description)
      }
    case .presets:
      for (name, placeholder) in EmptyStateDefaults.presets.sorted(by: {
        $0.key.rawValue < $1.key.rawValue
      }) {
        note(
          "\(name): \"\(placeholder.title ?? "")\"\(placeholder.button.map { ", button \($0.accessibilityLabel)" } ?? "")"
        )
      }
    case .option(let option):
      apply(option)
    default:
      return
    }
  }

  private func setPlaceholder(_ kind: PlaceholderKind, text: String?) throws(CommandError) {
    guard let text else {
      changePlaceholders { $0[kind] = nil }
      return note("\(kind.rawValue) placeholder removed")
    }
    let retry =
      kind == .failure
      ? try button("Retry") { [weak self] in
        guard let self else { return }
        self.note(
          self.list.emptyState.loadTask == nil
            ? "retry block ran: the list is loading; finish with 'phase loaded' or 'phase failed'"
            : "retry block ran: the last load runs again")
      } : nil
    let placeholder: EmptyStatePlaceholder<any ListContainer>
    do {
      placeholder = try EmptyStatePlaceholder(title: text, button: retry)
    } catch {
      throw .usage("placeholder", "placeholder KIND TEXT", error.description)
    }
    changePlaceholders { $0[kind] = placeholder }
    note(
      "\(kind.rawValue) placeholder set: \"\(text)\"\(retry == nil ? "" : " with a Retry button")")
  }

  private func changeEmptyPlaceholder(
    _ command: String,
    _ change: (inout EmptyStatePlaceholder<any ListContainer>) throws(CommandError) -> Void
  ) throws(CommandError) {
    guard var placeholder = placeholders.empty else {
      throw .usage(command, "\(command) TEXT | \(command) none", "attach an empty view first")
    }
    try change(&placeholder)
    guard
      placeholder.image != nil || placeholder.title != nil || placeholder.detail != nil
        || placeholder.button != nil
    else { throw .usage(command, "\(command) TEXT", "the placeholder would be left with nothing") }
    changePlaceholders { $0.empty = placeholder }
    note("empty placeholder's \(command) changed")
  }

  private func button(_ title: String, action: @escaping @MainActor () -> Void) throws(CommandError)
    -> PlaceholderButton<any ListContainer>
  {
    do {
      return try PlaceholderButton(title: title) { _ in action() }
    } catch {
      throw .usage("button", "button TEXT", error.description)
    }
  }

  private func apply(_ option: SandboxCommand.Option) {
    note("option set: \(option)")
    changePlaceholders { configuration in
      switch option {
      case .display(let display): configuration.options.display = display
      case .predicate(let answer):
        if let answer {
          configuration.shouldDisplay = { _ in answer }
        } else {
          configuration.shouldDisplay = nil
        }
      case .refresh(let refresh): configuration.options.refresh = refresh
      case .scrolling(let scrolling): configuration.options.scrolling = scrolling
      case .touches(let touches): configuration.options.touches = touches
      case .buttonTap(let buttonTap): configuration.options.buttonTap = buttonTap
      case .placement(let placement): configuration.options.placement = placement
      }
    }
  }

  static func phase(_ kind: ContentPhase.Kind, message: String?) -> ContentPhase {
    switch kind {
    case .notLoaded: return .notLoaded
    case .loading: return .loading
    case .loaded: return .loaded
    case .failed: return .failed(SandboxLoadError(description: message ?? "failed"))
    }
  }
}
