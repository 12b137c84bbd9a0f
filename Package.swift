// swift-tools-version: 6.0
// SubscriptionKit: subscriptions for Swift apps, testable anywhere Swift runs.
//
// Only the toolchain and Debian's SQLite are used: this package must build on a
// Linux CI box that cannot fetch outside packages.
import PackageDescription

let package = Package(
  name: "SubscriptionKit",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "SubscriptionKit", targets: ["SubscriptionKit"]),
    .library(name: "SubscriptionWire", targets: ["SubscriptionWire"]),
    .library(name: "SubscriptionKitTesting", targets: ["SubscriptionKitTesting"]),
    .library(name: "StoreSimulator", targets: ["StoreSimulator"]),
    .library(name: "SubscriptionDoctor", targets: ["SubscriptionDoctor"]),
    .library(name: "SubscriptionKitUI", targets: ["SubscriptionKitUI"]),
    .library(name: "SubscriptionAnalytics", targets: ["SubscriptionAnalytics"]),
    .library(
      name: "SubscriptionAnalyticsPostgres", targets: ["SubscriptionAnalyticsPostgres"]),
    .executable(name: "subkit", targets: ["subkit"]),
    .executable(name: "subkit-analytics", targets: ["subkit-analytics"]),
  ],
  targets: [
    // SQLite's C API, from Debian's libsqlite3-dev (Apple platforms ship it).
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    // PostgreSQL's client library, from Debian's libpq-dev, for the analytics store.
    .systemLibrary(
      name: "CLibPQ",
      pkgConfig: "libpq",
      providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
    ),
    // Our small SQLite wrapper, shared by the simulator's ledger and the analytics store.
    .target(name: "SQLiteSupport", dependencies: ["CSQLite"]),
    // libmicrohttpd, from Debian's libmicrohttpd-dev: the analytics server's HTTP.
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    // OpenSSL 3, from Debian's libssl-dev: P-256 keys, X.509 chains and ES256 for
    // AppleJWS. Nothing `subkit` links may use it yet (the demo needs only the
    // toolchain and SQLite).
    .systemLibrary(
      name: "COpenSSL",
      pkgConfig: "openssl",
      providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
    ),
    // Apple's signed data (issue 24 §1): the store's certificate chain, compact JWS
    // (ES256, x5c) signing and verification, negative fixtures.
    .target(name: "AppleJWS", dependencies: ["COpenSSL"]),
    // HTTP over libmicrohttpd, and the analytics routes and dashboard served with it.
    .target(
      name: "AnalyticsServer",
      dependencies: ["CMicroHTTPD", "SubscriptionAnalytics", "SubscriptionWire"]),
    // A blocking loopback HTTP client that can send any bytes, for the server's tests
    // and subkit-bench: kept out of AnalyticsServer so no product links it.
    .target(name: "HTTPTestSupport", dependencies: ["AnalyticsServer"]),
    // The formats we read and write (issue 22 §1): RevenueCat's subscriber, offerings
    // and webhook bodies, Apple's notification and transaction payloads, JSON,
    // ISO-8601 dates and Decimal text. No app types, no actor: servers link it alone.
    .target(name: "SubscriptionWire"),
    .target(name: "SubscriptionKit", dependencies: ["SubscriptionWire"]),
    // What both command-line tools share: the small argument parser, the console,
    // exit codes, the one terminal escaping (the doctor's too) and CSV fields.
    .target(name: "CommandLineSupport"),
    .target(name: "SubscriptionKitTesting", dependencies: ["SubscriptionKit", "SubscriptionWire"]),
    .target(
      name: "StoreSimulator",
      dependencies: ["SubscriptionKit", "SubscriptionWire", "SQLiteSupport"]),
    .target(name: "SubscriptionDoctor", dependencies: ["SubscriptionKit", "CommandLineSupport"]),
    // Analytics over the storage protocol, on SQLite: no libpq, so the demo may link it.
    .target(
      name: "SubscriptionAnalytics",
      dependencies: ["SubscriptionWire", "SQLiteSupport"]),
    // The PostgreSQL engine for the analytics store (libpq).
    .target(
      name: "SubscriptionAnalyticsPostgres", dependencies: ["SubscriptionAnalytics", "CLibPQ"]),
    .executableTarget(
      name: "subkit-analytics",
      dependencies: [
        "SubscriptionAnalytics", "SubscriptionAnalyticsPostgres", "SubscriptionKit",
        "AnalyticsServer", "CommandLineSupport",
      ]
    ),
    .target(name: "SubscriptionKitUI", dependencies: ["SubscriptionKit"]),
    // The example app's subscription setup, shared by the SwiftUI example (its
    // Xcode project compiles Examples/InvoiceApp/Shared into the app) and
    // `subkit demo`, which plays the same app.
    .target(
      name: "InvoiceAppSubscriptions",
      dependencies: ["SubscriptionKit"],
      path: "Examples/InvoiceApp/Shared"
    ),
    .executableTarget(
      name: "subkit",
      dependencies: [
        "SubscriptionKit", "SubscriptionWire", "StoreSimulator", "SubscriptionDoctor",
        "CommandLineSupport", "InvoiceAppSubscriptions", "SubscriptionAnalytics",
      ]
    ),
    .executableTarget(
      name: "subkit-bench",
      dependencies: [
        "SubscriptionKit", "SubscriptionWire", "SubscriptionKitTesting", "StoreSimulator",
        "SubscriptionDoctor", "CSQLite", "SQLiteSupport", "SubscriptionAnalytics",
        "AnalyticsServer",
        "HTTPTestSupport",
      ]
    ),
    // What every test target that runs a built program shares: where the
    // products are, and the one process runner (both pipes drained, time-limited).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "SubscriptionKitTests",
      dependencies: ["SubscriptionKit", "SubscriptionWire", "SubscriptionKitTesting"],
      exclude: ["Fixtures"]
    ),
    // Test folders mirror Sources/StoreSimulator; tests that drive SubscriptionKit's manager
    // on the simulator end to end (README example, lifecycle model) stay at the top level.
    .testTarget(
      name: "StoreSimulatorTests",
      dependencies: [
        "TestSupport",
        "StoreSimulator", "SubscriptionKit", "SubscriptionWire", "SubscriptionKitTesting",
        "SQLiteSupport", "ledger-torture", "LifecycleModel",
      ],
      exclude: ["Fixtures"]
    ),
    // The model-based lifecycle check (issue 10): generated lifecycles on the simulator with
    // a manager attached, every invariant after every step. StoreSimulatorTests runs a few
    // hundred; `lifecycle-soak` (scripts/lifecycle-soak, release) runs many and reports the rate.
    .target(
      name: "LifecycleModel",
      dependencies: [
        "StoreSimulator", "SubscriptionKit", "SubscriptionWire", "SubscriptionKitTesting",
      ],
      path: "Tests/LifecycleModel"),
    .executableTarget(
      name: "lifecycle-soak", dependencies: ["LifecycleModel"], path: "Tests/LifecycleSoak"),
    // The child process StoreSimulatorTests kills with SIGKILL to prove the ledger durable.
    .executableTarget(
      name: "ledger-torture", dependencies: ["StoreSimulator"], path: "Tests/LedgerTorture"),
    .testTarget(
      name: "SubscriptionDoctorTests",
      dependencies: ["SubscriptionDoctor", "TestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "AnalyticsServerTests",
      dependencies: [
        "TestSupport", "SQLiteSupport", "HTTPTestSupport",
        "AnalyticsServer", "SubscriptionAnalytics", "SubscriptionKit", "SubscriptionWire",
        "subkit-analytics",
      ]
    ),
    .testTarget(
      name: "SubscriptionAnalyticsTests",
      dependencies: [
        "TestSupport",
        "SubscriptionAnalytics", "SubscriptionAnalyticsPostgres", "SubscriptionKit",
        "SubscriptionWire", "SubscriptionKitTesting", "StoreSimulator", "SQLiteSupport",
        "subkit-analytics", "subkit",
      ],
      exclude: ["Fixtures", "Golden"]
    ),
    // Fuzzing (Fuzz/README.md): one target per reader, a replay runner in every build
    // and libFuzzer entry points under -DFUZZING (scripts/fuzz); FuzzTests replays
    // every seed and crasher in the ordinary `swift test`.
    .target(
      name: "FuzzTargets",
      dependencies: [
        "SubscriptionKit", "SubscriptionWire", "StoreSimulator", "SubscriptionDoctor",
      ],
      path: "Fuzz/Targets"),
    .executableTarget(name: "subkit-fuzz", dependencies: ["FuzzTargets"], path: "Fuzz/Runner"),
    .testTarget(name: "FuzzTests", dependencies: ["FuzzTargets"], path: "Fuzz/Tests"),
    .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport"]),
    .testTarget(name: "SQLiteSupportTests", dependencies: ["SQLiteSupport"]),
    .testTarget(
      name: "AppleJWSTests",
      dependencies: ["AppleJWS", "TestSupport"],
      exclude: ["Referee"]
    ),
    .testTarget(
      name: "SubkitTests",
      dependencies: [
        "TestSupport",
        "subkit", "AnalyticsServer", "StoreSimulator", "SQLiteSupport", "CommandLineSupport",
        "InvoiceAppSubscriptions", "SubscriptionKitTesting", "SubscriptionWire",
      ],
      exclude: ["Golden"]
    ),
  ]
)
