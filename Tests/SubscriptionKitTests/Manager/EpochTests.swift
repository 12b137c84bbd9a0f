import Testing

@testable import SubscriptionKit

/// `Epoch`: a token taken before a change is never current after it.
@Suite("Epoch: a token from before a change is stale after it")
struct EpochTests {
  @Test("A token stays current until something changes")
  func current() {
    let epoch = Epoch()
    let token = epoch.token
    #expect(epoch.isCurrent(token))
    #expect(epoch.isCurrentConfiguration(token))
  }

  @Test("A new customer makes customer tokens stale, not the configuration")
  func newCustomer() {
    var epoch = Epoch()
    let token = epoch.token
    epoch.newCustomer()
    #expect(!epoch.isCurrent(token))
    #expect(epoch.isCurrentConfiguration(token))
    #expect(epoch.isCurrent(epoch.token))
  }

  @Test("A new configuration makes every earlier token stale")
  func newConfiguration() {
    var epoch = Epoch()
    let token = epoch.token
    epoch.newConfiguration()
    #expect(!epoch.isCurrent(token))
    #expect(!epoch.isCurrentConfiguration(token))
  }

  @Test("A customer switch makes tokens stale at its start and holds stream updates until it ends")
  func switching() {
    var epoch = Epoch()
    let token = epoch.token
    epoch.beginSwitchingCustomer()
    #expect(epoch.isSwitchingCustomer)
    #expect(!epoch.isCurrent(token))
    #expect(epoch.isCurrentConfiguration(token))
    epoch.endSwitchingCustomer()
    #expect(!epoch.isSwitchingCustomer)
  }
}
