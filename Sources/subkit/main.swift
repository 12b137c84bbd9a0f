import Foundation

// subkit: the SubscriptionKit command-line tool. Each command lives in its own
// file as a type with `static func run(_ arguments: [String]) -> Int32`, which
// returns the exit code (0 ok, 1 failure or findings, 2 usage).
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "doctor":
  status = DoctorCommand.run(Array(arguments.dropFirst()))
default:
  FileHandle.standardError.write(Data("subkit: usage: subkit <demo|store|doctor> [options]\n".utf8))
  status = 2
}
exit(status)
