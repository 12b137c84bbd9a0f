import Foundation
import StoreSimulator
import SubscriptionKit
import Testing

@Suite("Reading project files")
struct SimulatorProjectTests {
  let configuration: StoreKitConfiguration

  init() throws {
    configuration = try StoreKitConfiguration(contentsOf: Fixtures.exampleStoreKit)
  }

  func project(_ json: String) throws -> SimulatorProject {
    try SimulatorProject(data: Data(json.utf8), file: URL(fileURLWithPath: "/tmp/project.json"))
  }

  @Test("The bundled project reads and matches its .storekit file")
  func bundledProject() throws {
    let project = try SimulatorProject(contentsOf: Fixtures.exampleProject)
    try project.validate(against: configuration)
    #expect(project.offerings.currentOfferingID == "default")
    #expect(
      project.offerings.offerings.first?.packages.map(\.identifier)
        == ["$rc_monthly", "$rc_annual", "$rc_lifetime"])
    #expect(project.entitlementMapping.allEntitlements == ["pro"])
    #expect(project.entitlementMapping.entitlements(for: "pro_lifetime") == ["pro"])
  }

  @Test(
    "A document nested past the limit is too deep, not 'not valid JSON'; bad syntax names its line")
  func tooDeep() throws {
    let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    do {
      _ = try project(#"{"offerings": "# + deep + "}")
      Issue.record("a 5,000-deep document was read")
    } catch let error as SimulatorProjectError {
      #expect(error.path == "$")
      #expect(error.problem.contains("too deep"), "\(error.problem)")
      #expect(error.problem.contains("512 levels"), "\(error.problem)")
    }
    do {
      _ = try project("{\n\"offerings\": {},\n\"x\": tru}")
      Issue.record("'tru' was read")
    } catch let error as SimulatorProjectError {
      #expect(error.problem.contains("not valid JSON"), "\(error.problem)")
      #expect(error.problem.contains("line 3"), "\(error.problem)")
    }
  }

  @Test("A package naming a product the .storekit file lacks is an error at its path")
  func unknownProduct() throws {
    let project = try project(
      #"""
      {"offerings":{"current_offering_id":"default","offerings":[{"identifier":"default",
        "description":"d","packages":[{"identifier":"$rc_monthly","platform_product_identifier":"pro_monthly"},
        {"identifier":"$rc_weekly","platform_product_identifier":"pro_weekly"}]}]},
       "product_entitlement_mapping":{}}
      """#)
    let error = try #require(throws: SimulatorProjectError.self) {
      try project.validate(against: configuration, file: URL(fileURLWithPath: "/tmp/p.json"))
    }
    #expect(error.path == "$.offerings.offerings[0].packages[1].platform_product_identifier")
    #expect(error.problem.contains("\"pro_weekly\" is not in the .storekit file"))
    #expect(error.description.hasPrefix("p.json: $.offerings"))
  }

  @Test("A current offering that is not defined is an error")
  func unknownCurrentOffering() throws {
    let project = try project(
      #"""
      {"offerings":{"current_offering_id":"summer","offerings":[{"identifier":"default",
        "description":"d","packages":[]}]},"product_entitlement_mapping":{}}
      """#)
    let error = try #require(throws: SimulatorProjectError.self) {
      try project.validate(against: configuration)
    }
    #expect(error.path == "$.offerings.current_offering_id")
  }

  @Test("A mapping entry whose key and product_identifier differ is an error")
  func mismatchedMapping() throws {
    let project = try project(
      #"""
      {"offerings":{"current_offering_id":null,"offerings":[]},
       "product_entitlement_mapping":{"pro_monthly":{"product_identifier":"pro_annual","entitlements":["pro"]}}}
      """#)
    let error = try #require(throws: SimulatorProjectError.self) {
      try project.validate(against: configuration)
    }
    #expect(error.path == "$.product_entitlement_mapping.pro_monthly.product_identifier")
  }

  @Test("A mapping for a product the .storekit file lacks is an error")
  func unknownMappedProduct() throws {
    let project = try project(
      #"""
      {"offerings":{"current_offering_id":null,"offerings":[]},
       "product_entitlement_mapping":{"gold":{"product_identifier":"gold","entitlements":["pro"]}}}
      """#)
    let error = try #require(throws: SimulatorProjectError.self) {
      try project.validate(against: configuration)
    }
    #expect(error.path == "$.product_entitlement_mapping.gold")
  }

  @Test("A missing field is reported at its JSON path")
  func missingField() throws {
    let error = try #require(throws: SimulatorProjectError.self) {
      try project(
        #"""
        {"offerings":{"current_offering_id":"default","offerings":[{"identifier":"default",
          "description":"d","packages":[{"identifier":"$rc_monthly"}]}]},
         "product_entitlement_mapping":{}}
        """#)
    }
    #expect(error.path == "$.offerings.offerings[0].packages[0].platform_product_identifier")
    #expect(error.problem == "required field is missing")
  }

  @Test("Text that is not JSON is reported as such")
  func notJSON() throws {
    let error = try #require(throws: SimulatorProjectError.self) { try project("{offerings") }
    #expect(error.path == "$")
  }
}
