extension Command {
  /// Runs the program this root command declares on `raw` (the arguments
  /// after the program's name): picks the subcommand, parses and checks its
  /// arguments against its declaration, prints help, and runs it.
  ///
  /// `path` names this command when it is not the root (`["doctor"]`, for
  /// a program whose other commands are not declared yet).
  ///
  /// - Returns: the exit code; `ExitCode.usage` for a call that does not fit
  ///   the declaration, reported in one line on standard error.
  package func main<Program: CommandLineProgram>(
    _ raw: [String], context: Context, program: Program.Type, version: String? = nil,
    path: [String] = []
  ) -> Int32 {
    dispatch(raw[...], path: path, context: context, program: program, version: version)
  }

  private func dispatch<Program: CommandLineProgram>(
    _ raw: ArraySlice<String>, path: [String], context: Context, program: Program.Type,
    version: String?
  ) -> Int32 {
    typealias Console = CommandLineSupport.Console<Program>
    let fullName = ([Program.name] + path).joined(separator: " ")
    if !subcommands.isEmpty {
      if let first = raw.first, let command = subcommand(first) {
        return command.dispatch(
          raw.dropFirst(), path: path + [first], context: context, program: program, version: nil)
      }
      switch raw.first {
      case "--help", "-h", "help":
        Console.print(help(program: Program.name, path: path, version: version))
        return ExitCode.success
      case "--version",
        "version" where version != nil:
        Console.print(version ?? "")
        return ExitCode.success
      case nil where run == nil:
        Console.error("missing command (see '\(fullName) --help')", command: path.first)
        return ExitCode.usage
      case let word? where run == nil || !word.hasPrefix("-"):
        Console.error("unknown command '\(word)' (see '\(fullName) --help')", command: path.first)
        return ExitCode.usage
      default: break
      }
    }
    let commandPath = path.joined(separator: " ")
    let arguments: Arguments
    do {
      arguments = try Arguments(Array(raw), flags: flagNames, options: valueOptionNames)
    } catch {
      return Console.usage(error, command: commandPath)
    }
    if arguments.has("help") {
      Console.print(help(program: Program.name, path: path, version: version))
      return ExitCode.success
    }
    do {
      try operands.check(arguments.positionals)
    } catch {
      return Console.usage(error, command: commandPath)
    }
    guard let run else { return ExitCode.usage }
    return run(Invocation(path: commandPath, arguments: arguments), context)
  }
}
