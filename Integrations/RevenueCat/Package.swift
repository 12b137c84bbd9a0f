// swift-tools-version: 5.9
// SubscriptionKitRevenueCat: the RevenueCat SDK behind SubscriptionKit's
// `PurchasesBackend`. Apple platforms only; it has its own manifest so the main
// package builds on Linux without fetching the SDK.
import PackageDescription

let package = Package(
  name: "SubscriptionKitRevenueCat",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "SubscriptionKitRevenueCat", targets: ["SubscriptionKitRevenueCat"])
  ],
  dependencies: [
    .package(url: "https://github.com/RevenueCat/purchases-ios-spm.git", from: "5.0.0"),
    .package(name: "SubscriptionKit", path: "../.."),
  ],
  targets: [
    .target(
      name: "SubscriptionKitRevenueCat",
      dependencies: [
        .product(name: "RevenueCat", package: "purchases-ios-spm"),
        .product(name: "SubscriptionKit", package: "SubscriptionKit"),
      ]
    )
  ]
)
