// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "EmptyState",
  // The standard library's `Clock` and `Duration`, which time the loading placeholder.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Hooks", targets: ["Hooks"]),
    .library(name: "ListViews", targets: ["ListViews"]),
    .library(name: "EmptyState", targets: ["EmptyState"]),
    // What an app needs to test its own empty states: a test clock, settling, a recorder and
    // picture assertions. Link it to test targets only; the library never imports it.
    .library(name: "EmptyStateTesting", targets: ["EmptyStateTesting"]),
    // The empty state in UIKit apps: table and collection view subclasses over a mirror list.
    .library(name: "EmptyStateUIKit", targets: ["EmptyStateUIKit"]),
  ],
  targets: [
    // Three layers, one direction: the compiler keeps a lower module from naming a higher one.
    .target(name: "Hooks"),
    .target(name: "ListViews", dependencies: ["Hooks"]),
    .target(name: "EmptyState", dependencies: ["ListViews", "Hooks"]),
    // Above the three layers, never below: a clock moved by hand and loads answered by hand
    // (it names `EmptyState`'s loads, and nothing names it but its users), without Swift
    // Testing, so that `EmptyStateTesting` and the Sandbox share it; not a product.
    .target(name: "VirtualTime", dependencies: ["EmptyState"]),
    .target(name: "EmptyStateTesting", dependencies: ["EmptyState", "VirtualTime"]),
    // Above the three layers: UIKit hosts for a mirror list. Its sources build only where UIKit
    // can be imported (Apple's on iOS, tvOS and visionOS, the stand-in below elsewhere); on
    // macOS without Mac Catalyst the module is empty.
    .target(name: "EmptyStateUIKit", dependencies: ["EmptyState"]),
    .testTarget(name: "HooksTests", dependencies: ["Hooks", "TestSupport"]),
    .testTarget(name: "ListViewsTests", dependencies: ["ListViews", "Hooks", "TestSupport"]),
    .testTarget(
      name: "EmptyStateTests",
      dependencies: [
        "EmptyState", "EmptyStateTesting", "Hooks", "TestSupport", "MallocCounter", "VirtualTime",
      ],
      exclude: ["Snapshots", "Sections/__Pictures__"]),
    .testTarget(
      name: "EmptyStateUIKitTests",
      dependencies: ["EmptyStateUIKit", "EmptyStateTesting", "TestSupport"]),
    // Uses only the products `EmptyState` and `EmptyStateTesting`, as an app's tests would.
    .testTarget(
      name: "EmptyStateTestingTests", dependencies: ["EmptyState", "EmptyStateTesting"],
      exclude: ["__Pictures__"]),
    // Depends on the executable so that `swift test` builds it; the tests run the binary.
    .testTarget(
      name: "SandboxTests", dependencies: ["Sandbox", "TestSupport"],
      exclude: ["Scripts", "Snapshots"]),
    // Helpers shared by the test targets (golden files, seeded randomness, data
    // sources and a minimal container); not a product.
    .target(name: "TestSupport", dependencies: ["ListViews"], path: "Tests/TestSupport"),

    // Examples
    // Its virtual time is `VirtualTime`'s: it must not link Swift Testing, which
    // `EmptyStateTesting` does.
    .executableTarget(
      name: "Sandbox", dependencies: ["EmptyState", "EmptyStateUIKit", "VirtualTime"],
      path: "Sandbox"),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["EmptyState", "EmptyStateUIKit", "Hooks", "MallocCounter"],
      path: "Benchmarks/Benchmarks"),
    // Counts heap allocations for the benchmarks and the allocation tests; not a product.
    .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
  ],
  swiftLanguageModes: [.v6]
)

// A stand-in for UIKit, declared only where the manifest is read on a platform without UIKit
// (Linux, Windows): there the module is named `UIKit`, so `import UIKit` resolves to it; on an
// Apple host it does not exist and `import UIKit` is Apple's framework. Not a product.
#if !canImport(Darwin)
  package.targets += [
    .target(name: "UIKit", path: "Sources/UIKitStandIn"),
    .testTarget(name: "UIKitStandInTests", dependencies: ["UIKit", "_Testing_UIKit"]),
    // What Swift Testing loads when a file imports both it and UIKit (see its one file).
    .target(name: "_Testing_UIKit", path: "Tests/TestingUIKitStandIn"),
  ]
  for target in package.targets
  where target.name.hasPrefix("EmptyStateUIKit") || ["Sandbox", "Benchmarks"].contains(target.name)
  {
    target.dependencies.append("UIKit")
    if target.type == .test { target.dependencies.append("_Testing_UIKit") }
  }
#endif

for target in package.targets where target.name != "MallocCounter" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("InferIsolatedConformances"),
    ]
}
