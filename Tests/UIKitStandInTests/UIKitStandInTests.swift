import Testing
@_spi(StandIn) import UIKit

/// The stand-in behaves as UIKit is documented to behave: one suite, its behaviours in the
/// extensions of the files beside this one.
@Suite @MainActor struct UIKitStandInTests {}
