// swift-tools-version: 6.0
// SubscriptionKitRevenueCat: the RevenueCat SDK behind SubscriptionKit's
// `PurchasesBackend`. Apple platforms only; it has its own manifest so the main
// package builds on Linux without fetching the SDK.
//
// Tools 6.0 builds every target in the Swift 6 language mode: complete strict
// concurrency checking, data races are errors.
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
    ),
    // Compiled, never run (as RevenueCat's Tests/APITesters): every public symbol
    // of SubscriptionKitUI and of this adapter used the way an app uses it, so
    // one build finds every break in the Apple-only surface at once.
    .testTarget(
      name: "APITesters",
      dependencies: [
        "SubscriptionKitRevenueCat",
        .product(name: "RevenueCat", package: "purchases-ios-spm"),
        .product(name: "SubscriptionKit", package: "SubscriptionKit"),
        .product(name: "SubscriptionKitUI", package: "SubscriptionKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
