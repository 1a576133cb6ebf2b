// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "EmptyState",
  products: [
    .library(name: "Hooks", targets: ["Hooks"]),
    .library(name: "EmptyState", targets: ["EmptyState"]),
  ],
  targets: [
    .target(name: "Hooks"),
    .target(name: "EmptyState", dependencies: ["Hooks"]),
    .testTarget(name: "HooksTests", dependencies: ["Hooks"]),
    .testTarget(name: "EmptyStateTests", dependencies: ["EmptyState", "Hooks"]),

    // Examples
    .executableTarget(name: "Sandbox", dependencies: ["EmptyState"], path: "Sandbox"),
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
