import CommandLineSupport

/// The options every `subkit store` command shares, declared once.
enum StoreOptions {
  /// `--state DIR`: the store folder.
  static let state = CommandOption(
    "state", value: "DIR", help: "Where the store lives (default: .subkit/store)")

  /// `--storekit FILE --project FILE`: the files a new store is made from.
  static let files = [
    CommandOption("storekit", value: "FILE", help: "With --project: the files of a new store"),
    CommandOption(
      "project", value: "FILE", help: "The RevenueCat project of a new store (with --storekit)"),
  ]
}
