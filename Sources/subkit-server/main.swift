import Foundation
import SubscriptionKit

// subkit-server: a simulated store served over HTTP as the APIs a backend
// talks to. The one clock is made here and handed to every command.
exit(ServerCommands.run(Array(CommandLine.arguments.dropFirst()), clock: .live))
