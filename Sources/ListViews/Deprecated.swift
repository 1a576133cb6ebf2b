// The old names of renamed types, kept for one version so that code written against them still
// builds, with a warning that names the new one (see CHANGELOG.md, "Migrating").

/// The old name of ``ScrollingView``, which clashed with SwiftUI's `ScrollView` in a file that
/// imports both.
@available(*, deprecated, renamed: "ScrollingView")
public typealias ScrollView = ScrollingView

/// The old name of ``PlainTextRenderer``, which clashed with SwiftUI's `TextRenderer`.
@available(*, deprecated, renamed: "PlainTextRenderer")
public typealias TextRenderer = PlainTextRenderer

/// The old name of ``ViewAccessibilityTraits``, which clashed with SwiftUI's
/// `AccessibilityTraits`.
@available(*, deprecated, renamed: "ViewAccessibilityTraits")
public typealias AccessibilityTraits = ViewAccessibilityTraits
