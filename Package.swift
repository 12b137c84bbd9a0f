// swift-tools-version: 6.0
// SubscriptionKit: subscriptions for Swift apps, testable anywhere Swift runs.
//
// Only the toolchain and Debian's SQLite are used: this package must build on a
// Linux CI box that cannot fetch outside packages. The one outside package,
// RevenueCat's SDK, is declared only when the manifest is evaluated on an Apple
// host (at the end of this file), so Linux never resolves it.
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
    .library(name: "RevenueCatREST", targets: ["RevenueCatREST"]),
    .library(name: "AppStoreServer", targets: ["AppStoreServer"]),
    .library(
      name: "SubscriptionAnalyticsPostgres", targets: ["SubscriptionAnalyticsPostgres"]),
    .executable(name: "subkit", targets: ["subkit"]),
    .executable(name: "subkit-analytics", targets: ["subkit-analytics"]),
    .executable(name: "subkit-server", targets: ["subkit-server"]),
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
    // OpenSSL 3's headers and link name, from Debian's libssl-dev: only for what
    // measures or checks AppleJWS against OpenSSL itself (subkit-bench's raw ES256
    // baseline, CLibCryptoCheck). Nothing `subkit` links uses it.
    .systemLibrary(
      name: "COpenSSL",
      pkgConfig: "openssl",
      providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
    ),
    // Apple's signed data (issue 24 §1): the store's certificate chain, compact JWS
    // (ES256, x5c) signing and verification, negative fixtures.
    // OpenSSL 3's libcrypto reached at run time (dlopen of libcrypto.so.3, which the
    // toolchain's FoundationNetworking already needs): AppleJWS builds with the
    // toolchain alone, so `subkit` can sign Apple's payloads and still need only the
    // toolchain and SQLite to build (docs/apple-signing.md).
    // Opening a C library at run time: the override variable, then the usual names.
    .target(name: "CRuntimeLibrary"),
    .target(name: "CLibCrypto", dependencies: ["CRuntimeLibrary"]),
    // libcurl's easy API reached at run time the same way (dlopen of libcurl.so.4, which
    // the toolchain's FoundationNetworking links): `subkit store deliver` posts webhooks
    // with it, so `subkit` never links FoundationNetworking, whose loading alone slows
    // every command's start (the doctor's too, issue 29).
    .target(name: "CLibCurl", dependencies: ["CRuntimeLibrary"]),
    .target(name: "AppleJWS", dependencies: ["CLibCrypto"]),
    // What a team's server uses to read the App Store (issue 24 §5): our
    // SignedDataVerifier (Apple's checks, on AppleJWS) and AppStoreServerClient
    // (the App Store Server API at any base URL).
    .target(name: "AppStoreServer", dependencies: ["AppleJWS", "SubscriptionWire"]),
    // HTTP over libmicrohttpd (server, request and response, limits, deadlines), shared
    // by the analytics server and subkit-server; `subkit` never links it.
    .target(name: "HTTPCore", dependencies: ["CMicroHTTPD", "SubscriptionWire"]),
    // The analytics routes and dashboard, served over HTTPCore.
    .target(
      name: "AnalyticsServer",
      dependencies: [
        "HTTPCore", "SubscriptionAnalytics", "SubscriptionWire", "CommandLineSupport",
        "AppStoreServer",
      ]),
    // A blocking loopback HTTP client that can send any bytes, for the servers' tests
    // and subkit-bench: kept out of the servers so no product links it.
    .target(name: "HTTPTestSupport", dependencies: ["HTTPCore"]),
    // The formats we read and write (issue 22 §1): RevenueCat's subscriber, offerings
    // and webhook bodies, Apple's notification and transaction payloads, JSON,
    // ISO-8601 dates and Decimal text. No app types, no actor: servers link it alone.
    .target(name: "SubscriptionWire"),
    .target(name: "SubscriptionKit", dependencies: ["SubscriptionWire"]),
    // What both command-line tools share: the small argument parser, the console,
    // exit codes, the one terminal escaping (the doctor's too) and CSV fields.
    // The C allocator's step size, set by the command-line tools as they start.
    .target(name: "CAllocator"),
    .target(name: "CommandLineSupport", dependencies: ["CAllocator"]),
    .target(name: "SubscriptionKitTesting", dependencies: ["SubscriptionKit", "SubscriptionWire"]),
    .target(
      name: "StoreSimulator",
      dependencies: ["SubscriptionKit", "SubscriptionWire", "SQLiteSupport", "AppleJWS"]),
    .target(name: "SubscriptionDoctor", dependencies: ["SubscriptionKit", "CommandLineSupport"]),
    // RevenueCat's REST API for server-side Swift (Foundation networking only).
    .target(name: "RevenueCatREST", dependencies: ["SubscriptionKit", "SubscriptionWire"]),
    // A store folder as the command-line tools open it: setup.json, the lock, the API keys.
    .target(name: "StoreFolder", dependencies: ["StoreSimulator", "SubscriptionKit"]),
    // The APIs a store folder is served as (RevenueCat's REST API, Apple's App Store
    // Server API; each API one route set).
    .target(
      name: "StoreServer",
      dependencies: [
        "HTTPCore", "StoreSimulator", "SubscriptionKit", "SubscriptionWire",
        "SubscriptionAnalytics", "AppleJWS",
      ]),
    // `subkit-server store`: a store folder served over HTTP (libmicrohttpd).
    .executableTarget(
      name: "subkit-server",
      dependencies: [
        "StoreServer", "StoreFolder", "StoreSimulator", "SubscriptionKit", "HTTPCore",
        "CommandLineSupport", "AppleJWS",
      ]
    ),
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
        "AnalyticsServer", "HTTPCore", "CommandLineSupport", "AppStoreServer",
      ]
    ),
    .target(name: "SubscriptionKitUI", dependencies: ["SubscriptionKit"]),
    // Plain copies of RevenueCat SDK values and every decision about them
    // (placements, context, discounts, offline customer info, attributes,
    // fetch policy): built and tested on Linux; the Apple-only adapter fills them.
    .target(name: "RevenueCatSnapshots", dependencies: ["SubscriptionKit", "SubscriptionWire"]),
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
        "SubscriptionKit", "StoreSimulator", "StoreFolder", "SubscriptionDoctor",
        "SubscriptionWire",
        "CommandLineSupport", "InvoiceAppSubscriptions", "SubscriptionAnalytics", "CLibCurl",
      ]
    ),
    .executableTarget(
      name: "subkit-bench",
      dependencies: [
        "SubscriptionKit", "SubscriptionKitTesting", "StoreSimulator", "SubscriptionDoctor",
        "CSQLite", "SQLiteSupport", "SubscriptionAnalytics", "AnalyticsServer", "HTTPCore",
        "HTTPTestSupport", "StoreServer", "AppleJWS", "AppStoreServer", "CLibCrypto",
        "SubscriptionWire",
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
        "SQLiteSupport", "ledger-torture", "LifecycleModel", "AppleJWS",
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
        "TestSupport", "SQLiteSupport", "HTTPTestSupport", "HTTPCore", "AnalyticsServer",
        "SubscriptionAnalytics", "SubscriptionKit", "subkit-analytics", "StoreSimulator",
        "SubscriptionWire", "AppleJWS", "AppStoreServer", "SubscriptionKitTesting",
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
      exclude: ["Fixtures", "Golden", "Experiments/Referee"]
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
    .testTarget(
      name: "RevenueCatSnapshotsTests",
      dependencies: [
        "RevenueCatSnapshots", "SubscriptionKit", "SubscriptionWire", "SubscriptionKitTesting",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "StoreServerTests",
      dependencies: [
        "TestSupport", "StoreServer", "HTTPCore", "HTTPTestSupport", "StoreSimulator",
        "SubscriptionWire",
        "SubscriptionKit", "SubscriptionKitTesting", "RevenueCatREST", "InvoiceAppSubscriptions",
        "subkit", "subkit-server", "AppStoreServer", "AppleJWS",
      ],
      exclude: ["AppStore/Referee"]
    ),
    .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport"]),
    .testTarget(name: "SQLiteSupportTests", dependencies: ["SQLiteSupport"]),
    // CLibCrypto's declarations compiled beside OpenSSL's real headers (libssl-dev):
    // a function type or constant that differs fails the tests' build.
    .target(name: "CLibCryptoCheck", dependencies: ["COpenSSL"], path: "Tests/CLibCryptoCheck"),
    .testTarget(
      name: "AppleJWSTests",
      dependencies: [
        "AppleJWS", "AppStoreServer", "TestSupport", "CLibCryptoCheck", "StoreSimulator",
        "SubscriptionKit", "SubscriptionWire",
      ],
      exclude: ["Referee"]
    ),
    .testTarget(
      name: "SubkitTests",
      dependencies: [
        "TestSupport",
        "subkit", "AnalyticsServer", "HTTPCore", "StoreSimulator", "SQLiteSupport",
        "CommandLineSupport", "InvoiceAppSubscriptions", "SubscriptionKitTesting", "AppStoreServer",
        "SubscriptionWire",
      ],
      exclude: ["Golden"]
    ),
  ]
)

// SubscriptionKitRevenueCat: the RevenueCat SDK behind `PurchasesBackend`, on Apple
// hosts only. The manifest is Swift compiled for the machine that evaluates it, so
// on Linux (and in CI) neither the product nor purchases-ios-spm exists and nothing
// is fetched; an app on a Mac adds the product from the same URL. The lowest
// version is the first whose custom paywall impressions carry the offering's
// context (5.76.0: `CustomPaywallImpressionParams(paywallId:offering:)`, which
// experiments' exposures need); the range and the interface
// stub CI type-checks against (Tests/RevenueCatInterface) move together.
#if canImport(Darwin)
  package.dependencies += [
    .package(url: "https://github.com/RevenueCat/purchases-ios-spm.git", "5.76.0"..<"6.0.0")
  ]
  package.products += [
    .library(name: "SubscriptionKitRevenueCat", targets: ["SubscriptionKitRevenueCat"])
  ]
  package.targets += [
    .target(
      name: "SubscriptionKitRevenueCat",
      dependencies: [
        .product(name: "RevenueCat", package: "purchases-ios-spm"),
        "SubscriptionKit", "SubscriptionWire", "RevenueCatSnapshots",
      ],
      path: "Integrations/RevenueCat/Sources/SubscriptionKitRevenueCat"
    ),
    // Compiled, never run (as RevenueCat's Tests/APITesters): every public symbol
    // of SubscriptionKitUI and of the adapter used the way an app uses it.
    .testTarget(
      name: "RevenueCatAPITesters",
      dependencies: [
        "SubscriptionKitRevenueCat", "SubscriptionKit", "SubscriptionKitUI",
        .product(name: "RevenueCat", package: "purchases-ios-spm"),
      ],
      path: "Integrations/RevenueCat/Tests/APITesters"
    ),
  ]
#endif
