extension Command {
  /// Runs the program this root command declares on `raw` (the arguments
  /// after the program's name): picks the subcommand, parses and checks its
  /// arguments against its declaration, prints help or the version, and
  /// runs it, awaiting a command declared with `runAsync:`.
  ///
  /// `path` names this command when it is not the root.
  ///
  /// - Returns: the exit code; `ExitCode.usage` for a call that does not fit
  ///   the declaration, reported in one line on standard error.
  package func main<Program: CommandLineProgram>(
    _ raw: [String], context: Context, program: Program.Type, version: String? = nil,
    path: [String] = []
  ) async -> Int32 {
    switch resolve(raw[...], path: path, program: program, version: version) {
    case .exit(let status): return status
    case .run(.sync(let run), let invocation): return run(invocation, context)
    case .run(.async(let run), let invocation): return await run(invocation, context)
    }
  }

  /// The same for a program whose commands all run on the caller's thread
  /// (`subkit-analytics serve` waits for its signals on the main thread).
  ///
  /// - Returns: the exit code; `ExitCode.failure` for a command declared
  ///   with `runAsync:`, which only the `async` `main` can run.
  package func main<Program: CommandLineProgram>(
    _ raw: [String], context: Context, program: Program.Type, version: String? = nil,
    path: [String] = []
  ) -> Int32 {
    switch resolve(raw[...], path: path, program: program, version: version) {
    case .exit(let status): return status
    case .run(.sync(let run), let invocation): return run(invocation, context)
    case .run(.async, let invocation):
      CommandLineSupport.Console<Program>.error(
        "this command awaits; start the program with the async main", command: invocation.path)
      return ExitCode.failure
    }
  }

  /// What a call comes to: an exit code already (help, version, a usage
  /// error), or a command to run with its checked arguments.
  private enum Resolution {
    case exit(Int32)
    case run(Action, Invocation)
  }

  /// The subcommand named after options that are all its own, and where
  /// its name is: `["--state", "DIR", "buy", "X"]` → (`buy`, 2).
  private func subcommandAfterOptions(_ raw: ArraySlice<String>) -> (Command, Int)? {
    guard let first = raw.first, first.hasPrefix("-"), !["--help", "-h"].contains(first) else {
      return nil
    }
    for index in raw.indices.dropFirst() {
      guard let command = subcommand(raw[index]) else { continue }
      let before = Array(raw[..<index])
      let parsed = try? Arguments(
        before, flags: command.flagNames, options: command.valueOptionNames)
      if let parsed, parsed.positionals.isEmpty, !before.contains("--") {
        return (command, index)
      }
    }
    return nil
  }

  private func resolve<Program: CommandLineProgram>(
    _ raw: ArraySlice<String>, path: [String], program: Program.Type, version: String?
  ) -> Resolution {
    typealias Console = CommandLineSupport.Console<Program>
    let fullName = ([Program.name] + path).joined(separator: " ")
    if !subcommands.isEmpty {
      if let first = raw.first, let command = subcommand(first) {
        return command.resolve(
          raw.dropFirst(), path: path + [first], program: program, version: nil)
      }
      if let (command, index) = subcommandAfterOptions(raw) {
        // `store --state DIR buy X`: options before the name belong to it.
        return command.resolve(
          raw[(index + 1)...] + raw[..<index], path: path + [command.name], program: program,
          version: nil)
      }
      switch raw.first {
      case "--help", "-h", "help":
        Console.print(help(program: Program.name, path: path, version: version))
        return .exit(ExitCode.success)
      case "--version" where version != nil,
        "version" where version != nil:
        Console.print(version ?? "")
        return .exit(ExitCode.success)
      case nil where !runs:
        Console.error("missing command (see '\(fullName) --help')", command: path.first)
        return .exit(ExitCode.usage)
      case let word? where !runs || !word.hasPrefix("-"):
        let kind = word.hasPrefix("-") ? "option" : "command"
        Console.error(
          "unknown \(kind) '\(word)' (see '\(fullName) --help')",
          command: path.isEmpty ? nil : path.joined(separator: " "))
        return .exit(ExitCode.usage)
      default: break
      }
    }
    let commandPath = path.joined(separator: " ")
    let arguments: Arguments
    do {
      arguments = try Arguments(Array(raw), flags: flagNames, options: valueOptionNames)
    } catch {
      return .exit(Console.usage(error, command: commandPath))
    }
    if arguments.has("help") {
      Console.print(help(program: Program.name, path: path, version: version))
      return .exit(ExitCode.success)
    }
    do throws(UsageError) {
      try operands.check(arguments.positionals)
      for option in options where option.isRequired && arguments.value(option.name) == nil {
        throw UsageError("\(option.synopsis) is required")
      }
    } catch {
      return .exit(Console.usage(error, command: commandPath))
    }
    guard let action else { return .exit(ExitCode.usage) }
    return .run(action, Invocation(path: commandPath, arguments: arguments))
  }
}
