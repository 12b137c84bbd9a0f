import Foundation
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionAnalyticsPostgres

/// Every credential form libpq accepts is hidden wherever a database URL or
/// a message about it is printed.
@Suite("Database credentials are redacted")
struct DatabaseCredentialsTests {
  @Test(
    "Userinfo, query and key=value passwords, any case or encoding",
    arguments: [
      ("postgres://ann:s3cret@db/x", "postgres://ann:***@db/x"),
      ("postgresql://ann:s3:cr@et@db:5432/x", "postgresql://ann:***@et@db:5432/x"),
      ("postgresql://ann@db/x?password=s3cret", "postgresql://ann@db/x?password=***"),
      (
        "postgresql:///x?host=/tmp&Password=s3cret&sslmode=disable",
        "postgresql:///x?host=/tmp&Password=***&sslmode=disable"
      ),
      ("postgresql://db?PASSWORD=s3cret", "postgresql://db?PASSWORD=***"),
      ("postgresql:///x?pass%77ord=s3cret", "postgresql:///x?pass%77ord=***"),
      (
        "postgresql:///x?sslpassword=s3cret&passfile=/p",
        "postgresql:///x?sslpassword=***&passfile=/p"
      ),
      ("postgresql://ann:a@db/x?password=b", "postgresql://ann:***@db/x?password=***"),
      ("host=db password=s3cret dbname=x", "host=db password=*** dbname=x"),
      ("host=db password = 's3 cr\\'et' dbname=x", "host=db password=*** dbname=x"),
      ("host=db sslpassword=s3cret", "host=db sslpassword=***"),
      ("postgres://db/x?host=/tmp", "postgres://db/x?host=/tmp"),
      ("sqlite:/tmp/a.sqlite", "sqlite:/tmp/a.sqlite"),
    ])
  func redacts(_ text: String, _ expected: String) {
    #expect(DatabaseCredentials.redacted(text) == expected)
  }

  @Test("The URL's description and the unknown-URL error never hold the password")
  func descriptions() throws {
    let url = try AnalyticsDatabaseURL("postgresql://ann@/x?host=/tmp&password=s3cret")
    #expect(url.description == "postgresql://ann@/x?host=/tmp&password=***")
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsDatabaseURL("host=/tmp password=s3cret")
    }
    #expect(error.code == .invalidDatabaseURL)
    #expect(!error.description.contains("s3cret"), "\(error)")
  }

  @Test("A message quoting a secret back (libpq's bad percent-encoding) is cleaned")
  func scrubbing() {
    let url = "postgresql:///x?password=ab%zzcd"
    let message = "invalid percent-encoded token: \"ab%zzcd\""
    #expect(
      DatabaseCredentials.scrubbing(message, of: url) == "invalid percent-encoded token: \"***\"")
    #expect(
      DatabaseCredentials.scrubbing("user p%40ss failed", of: "postgres://u:p%40ss@h/x")
        == "user *** failed")
    #expect(
      DatabaseCredentials.scrubbing("user p@ss failed", of: "postgres://u:p%40ss@h/x")
        == "user *** failed")
  }

  @Test("libpq's own error for a bad percent-encoding never shows the password")
  func connectError() {
    let error = #expect(throws: AnalyticsError.self) {
      try PostgresAnalyticsDatabase(url: "postgresql:///x?host=/nonexistent&password=ab%zzsecret")
    }
    #expect(
      error.map { !$0.description.contains("secret") } ?? false, "\(String(describing: error))")
  }
}
