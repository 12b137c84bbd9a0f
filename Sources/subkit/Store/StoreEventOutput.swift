/// Where a `subkit store` command prints the line of each webhook event it
/// caused.
enum StoreEventOutput {
  /// The command changes nothing: no lines, no `--quiet`.
  case none
  /// After the command's own lines, on standard output.
  case standardOutput
  /// On standard error, for a command whose standard output is one document
  /// (`offerings` prints JSON; serving it can enrol the customer).
  case standardError
}
