// swift-tools-version: 6.2
import PackageDescription

// An app's package, outside the library: it tests its own empty states with the products
// `EmptyState` and `EmptyStateTesting` only (`swift test` here; `.ci/run` runs it).
let package = Package(
  name: "OutsideApp",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "OrdersFeature", targets: ["OrdersFeature"])
  ],
  dependencies: [
    .package(name: "EmptyState", path: "../..")
  ],
  targets: [
    .target(
      name: "OrdersFeature",
      dependencies: [.product(name: "EmptyState", package: "EmptyState")]),
    .testTarget(
      name: "OrdersFeatureTests",
      dependencies: [
        "OrdersFeature",
        .product(name: "EmptyStateTesting", package: "EmptyState"),
      ],
      exclude: ["__Pictures__"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("InferIsolatedConformances"),
    ]
}
