import Foundation
import SubscriptionKit

// subkit-analytics: a self-hosted RevenueCat webhook receiver and its metrics.
// Commands are listed in `Commands.swift`; each lives in its own file as a
// type with `static func run(_ arguments: [String]) -> Int32` returning the
// exit code: 0 ok, 1 failure, 2 usage.
let arguments = Array(CommandLine.arguments.dropFirst())
// The one clock: the only place subkit-analytics reads the wall clock; every
// command takes it.
exit(Commands.run(arguments, clock: .live))
