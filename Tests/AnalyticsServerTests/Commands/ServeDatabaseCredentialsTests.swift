import Foundation
import TestSupport
import Testing

/// `subkit-analytics serve` never prints a database password, in any form
/// libpq accepts, whatever fails.
@Suite("subkit-analytics serve hides database passwords", .timeLimit(.minutes(10)))
struct ServeDatabaseCredentialsTests {
  @Test("Unreachable, malformed and unknown database URLs: errors without the secrets")
  func errorsHideSecrets() throws {
    let urls = [
      "postgresql://ann:userinfo-secret@/db?host=/nonexistent-socket-dir",
      "postgresql://ann@/db?host=/nonexistent-socket-dir&password=query-secret",
      "postgres://ann@/db?PassWord=case-secret&host=/nonexistent-socket-dir",
      "postgresql:///db?host=/nonexistent-socket-dir&pass%77ord=encoded-secret",
      "postgresql:///db?sslpassword=ssl-secret&host=/nonexistent-socket-dir",
      "postgresql:///db?host=/nonexistent-socket-dir&password=bad%zz-percent-secret",
      "host=/tmp dbname=db password=keyword-secret",
      "host=/tmp password = 'quoted secret'",
    ]
    for url in urls {
      let output = try ProcessRunner.run(
        ServerFixtures.analyticsBinary, ["serve", "--port", "0", "--database", url],
        timeLimit: .seconds(60))
      #expect(output.status != 0, "\(url)")
      #expect(!output.stderr.isEmpty, "\(url)")
      #expect(!(output.stdout + output.stderr).contains("secret"), "\(url): \(output.stderr)")
    }
  }
}
