import Testing

@testable import SubscriptionKit

/// `SingleFlight`: concurrent callers share the one task in flight per key.
@MainActor
@Suite("SingleFlight: one task in flight per key", .timeLimit(.minutes(10)))
struct SingleFlightTests {
  /// Work that counts its runs and finishes only when released.
  @MainActor
  final class Gate {
    var runs = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func work() async {
      runs += 1
      if !isOpen { await withCheckedContinuation { waiting.append($0) } }
    }

    func open() {
      isOpen = true
      for waiter in waiting { waiter.resume() }
      waiting = []
    }
  }

  @Test("A second call while the first runs gets the same task; the work runs once")
  func shared() async {
    let flights = SingleFlight<Int>()
    let gate = Gate()
    let first = flights.run(1) { await gate.work() }
    let second = flights.run(1) { await gate.work() }
    #expect(first == second)
    #expect(flights.inFlight(1) == first)
    gate.open()
    await first.value
    #expect(gate.runs == 1)
  }

  @Test("Keys are independent, and a finished task is forgotten")
  func finished() async {
    let flights = SingleFlight<Int>()
    let gate = Gate()
    gate.open()
    let one = flights.run(1) { await gate.work() }
    let two = flights.run(2) { await gate.work() }
    #expect(one != two)
    await one.value
    await two.value
    #expect(flights.anyInFlight == nil)
    await flights.run(1) { await gate.work() }.value
    #expect(gate.runs == 3)
  }

  @Test("After forgetAll the next call starts afresh, and the old task ending never clears it")
  func forgotten() async {
    let flights = SingleFlight<Int>()
    let oldGate = Gate()
    let newGate = Gate()
    let old = flights.run(1) { await oldGate.work() }
    flights.forgetAll()
    #expect(flights.inFlight(1) == nil)
    let new = flights.run(1) { await newGate.work() }
    #expect(new != old)
    oldGate.open()
    await old.value
    #expect(flights.inFlight(1) == new)
    newGate.open()
    await new.value
    #expect(flights.inFlight(1) == nil)
  }
}
