import CommandLineSupport

/// The options `subkit store` commands share, declared once.
enum StoreOptions {
  /// `--state DIR`: the store folder.
  static let state = CommandOption(
    "state", value: "DIR", help: "Where the store lives (default: .subkit/store)")

  /// `--storekit FILE --project FILE`: the files of a new store.
  static let files = [
    CommandOption("storekit", value: "FILE", help: "With --project: the files of a new store"),
    CommandOption(
      "project", value: "FILE", help: "The RevenueCat project of a new store (with --storekit)"),
  ]

  /// `--start DATE`: when a new store's time starts.
  static let start = CommandOption(
    "start", value: "DATE", help: "Store time a new store starts at (ISO 8601)")

  /// `--user ID`: the customer a command acts for.
  static let user = CommandOption(
    "user", value: "ID", help: "Act for this customer (default: the current one)")

  /// `--quiet`: no line per event the command caused.
  static let quiet = CommandOption.flag(
    "quiet", help: "Print no line for each webhook event the command caused")

  /// The store folder and the files of a new store, under their own heading.
  static let store = OptionGroup("Store", [state] + files + [start])
}
