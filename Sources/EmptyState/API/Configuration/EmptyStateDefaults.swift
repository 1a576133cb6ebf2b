/// The app-wide defaults: the appearance every list starts from, and the named presets.
///
/// This is the one piece of shared state in the library, on purpose: an app sets its look and
/// its presets once, at launch, and every list reads them. It is isolated to the main actor.
/// Values are read when a placeholder's view is built or shown again; a placeholder already
/// showing picks up a change when its list's ``EmptyStateController/reevaluate()`` is called.
@MainActor
public enum EmptyStateDefaults {
  /// The appearance lists start from; a list's ``EmptyStateConfiguration/appearance`` overrides
  /// parts of it.
  public static var appearance = EmptyStateAppearance()

  /// The registered presets.
  public private(set) static var presets: [EmptyStatePresetName: EmptyStatePreset] = [:]

  /// Registers `placeholder` under `name`, replacing any earlier one.
  ///
  /// - Parameters:
  ///   - placeholder: The placeholder to reuse.
  ///   - name: The name lists attach it by.
  public static func register(_ placeholder: EmptyStatePreset, as name: EmptyStatePresetName) {
    presets[name] = placeholder
  }

  /// Removes the preset `name`; does nothing if there is none.
  public static func unregister(_ name: EmptyStatePresetName) {
    presets[name] = nil
  }

  /// The preset registered as `name`.
  ///
  /// - Parameter name: A registered name.
  /// - Returns: The placeholder.
  /// - Throws: ``EmptyStateError/unknownPreset(_:)`` when nothing is registered under `name`.
  public static func preset(_ name: EmptyStatePresetName) throws(EmptyStateError)
    -> EmptyStatePreset
  {
    guard let placeholder = presets[name] else { throw .unknownPreset(name.rawValue) }
    return placeholder
  }

  /// Restores the default appearance and removes every preset (for tests and app resets).
  public static func reset() {
    appearance = EmptyStateAppearance()
    presets = [:]
  }
}
