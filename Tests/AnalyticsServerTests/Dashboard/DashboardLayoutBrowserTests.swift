import Foundation
import HTTPCore
import SubscriptionAnalytics
import Testing

@testable import AnalyticsServer

/// The dashboard as a product person sees it, measured in headless Chromium
/// at 1280 and 420 px wide (one browser launch per width): every text at
/// least 11 px as rendered, no element wider than its container, no table
/// scrolled sideways, the latest period in view, the partial month marked;
/// and an experiment's page with every verdict and P(beat) in view.
/// The screenshots are kept (`SUBKIT_TEST_ARTIFACTS`, else the temporary
/// folder) for people to look at.
@Suite(
  "Dashboard layout in headless Chromium",
  .enabled(
    if: Chromium.shouldRun,
    "chromium is not installed and CI is unset; scripts/test installs it (apt-get install chromium)"
  ))
struct DashboardLayoutBrowserTests {
  /// One day into May 2026: the current month is one day old.
  static let now = ServerFixtures.start.addingTimeInterval(121 * 86_400 + 3_600)

  /// The dashboard over a simulated population, as served (default range).
  static func dashboardHTML() throws -> String {
    let store = try AnalyticsStore.open(.inMemory, now: { now })
    _ = try store.ingest(bodies: try ServerFixtures.bodies(customers: 80, months: 5))
    let request = MetricRequest(parameters: [:], now: now, defaultResolution: .month)
    return try DashboardBuilder.page(store: store, request: request).html()
  }

  /// An experiment's page over `ExperimentRoutesTests`' enrolments.
  static func experimentHTML() throws -> String {
    let store = try AnalyticsStore.open(.inMemory, now: { now })
    _ = try store.ingest(bodies: try ExperimentRoutesTests.bodies())
    let results = try store.experimentResults(ExperimentQuery("prexp<1>"))
    return ExperimentPage(results: results, token: nil).html()
  }

  /// A page that shows the dashboard and an experiment's page in frames
  /// `width` px wide (headless Chromium's window is at least 500 px) and
  /// writes what it measures into `<pre id="measure">` once all loaded.
  static func harness(width: Int) -> String {
    """
    <!doctype html><html><head><meta charset="utf-8"><style>body{margin:0}</style></head><body>
    <iframe id="frame" src="/dashboard" style="border:0;width:\(width)px;height:9000px"></iframe>
    <iframe id="experiment" src="/experiment" style="border:0;width:\(width)px;height:6000px"></iframe>
    <script>\(measureScript)</script></body></html>
    """
  }

  static let measureScript = """
    function measure(id) {
      const doc = document.getElementById(id).contentDocument, win = doc.defaultView;
      const out = {width: win.innerWidth, scrollWidth: doc.documentElement.scrollWidth,
        small: [], wide: [], scrolled: [], hidden: [], partial: 0, texts: 0, headlines: 0,
        verdicts: 0};
      for (const el of doc.querySelectorAll('body *')) {
        if (el.closest('title') || el.tagName === 'title' || el.tagName === 'style') continue;
        const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
        if (own) {
          out.texts++;
          let size = parseFloat(win.getComputedStyle(el).fontSize);
          const svg = el.closest('svg');
          if (svg) size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          if (size < 10.95) out.small.push(el.tagName + ' ' + el.textContent.trim().slice(0, 24) + ' ' + size.toFixed(2));
        }
        const parent = el.parentElement;
        if (!parent || (el.closest('svg') && el.tagName !== 'svg')) continue;
        const r = el.getBoundingClientRect(), p = parent.getBoundingClientRect();
        if (r.width > 0 && (r.left < p.left - 1 || r.right > p.right + 1))
          out.wide.push(el.tagName + '.' + el.className + '#' + el.id + ' ' + r.width.toFixed(1) + '>' + p.width.toFixed(1));
      }
      for (const box of doc.querySelectorAll('.numbers')) {
        if (box.scrollWidth > box.clientWidth + 1) out.scrolled.push(box.closest('section').id);
        if (!box.querySelector('td[data-label],td[data-cohort]')) continue;
        const rows = [...box.querySelectorAll('tbody tr')];
        const keys = rows.map(r => (r.querySelector('td[data-label],td[data-cohort]') || {}).dataset || {})
          .map(d => d.label || d.cohort || '');
        const latest = keys.filter(k => /^\\d{4}-/.test(k)).sort().pop();
        if (!latest) continue;
        const row = rows[keys.indexOf(latest)], b = box.getBoundingClientRect(), r = row.getBoundingClientRect();
        if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.right > b.right + 1)
          out.hidden.push(box.closest('section').id + ' ' + latest);
      }
      out.partial = doc.querySelectorAll('tr.partial').length;
      out.headlines = doc.querySelectorAll('#headline li').length;
      // Each verdict and P(beat) cell (the experiment page) lies inside its table's box.
      for (const cell of doc.querySelectorAll('td[data-field=verdict],td[data-field=probability_to_beat_control]')) {
        const b = cell.closest('.numbers').getBoundingClientRect(), r = cell.getBoundingClientRect();
        if (r.width < 1 || r.left < b.left - 1 || r.right > b.right + 1 || r.right > win.innerWidth)
          out.hidden.push(cell.dataset.metric + ' ' + cell.dataset.field);
      }
      out.verdicts = doc.querySelectorAll('td[data-field=verdict]').length;
      return out;
    }
    addEventListener('load', () => {
      const pre = document.createElement('pre'); pre.id = 'measure';
      pre.textContent = JSON.stringify({dashboard: measure('frame'), experiment: measure('experiment')});
      document.body.appendChild(pre);
    });
    """

  /// What the harness measured.
  struct Measure: Decodable {
    var width: Double
    var scrollWidth: Double
    var small: [String]
    var wide: [String]
    var scrolled: [String]
    var hidden: [String]
    var partial: Int
    var texts: Int
    var headlines: Int
    var verdicts: Int
  }

  /// What the harness measured on both pages.
  struct Pages: Decodable {
    var dashboard: Measure
    var experiment: Measure
  }

  /// Where screenshots are kept.
  static var artefacts: URL {
    let folder =
      ProcessInfo.processInfo.environment["SUBKIT_TEST_ARTIFACTS"].map {
        URL(fileURLWithPath: $0)
      } ?? FileManager.default.temporaryDirectory.appendingPathComponent("subkit-test-artifacts")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("At 1280 and 420 px: text ≥ 11 px, nothing wider than its box, the latest period in view")
  func layout() throws {
    let dashboard = try Self.dashboardHTML()
    let experiment = try Self.experimentHTML()
    let server = try HTTPServer.start(
      at: BindAddress(host: "127.0.0.1", port: 0),
      handler: HTTPHandler { request in
        let width = Int(request.query["width"] ?? "") ?? 1_280
        let body =
          switch request.path {
          case "/dashboard": dashboard
          case "/experiment": experiment
          default: Self.harness(width: width)
          }
        return HTTPResponse(
          status: 200, contentType: "text/html; charset=utf-8", body: Data(body.utf8))
      })
    defer { server.stop() }
    for width in [1_280, 420] {
      let screenshot = Self.artefacts.appendingPathComponent("dashboard-\(width).png")
      let dom = try Chromium.dumpDOM(
        "http://127.0.0.1:\(server.port)/harness?width=\(width)", screenshot: screenshot,
        width: max(width, 500), height: 3_000)
      let json = try #require(
        dom.range(of: "<pre id=\"measure\">").map { start in
          dom[start.upperBound...].prefix { $0 != "<" }
        }, "no measurement at \(width) px")
      let pages = try JSONDecoder().decode(
        Pages.self,
        from: Data(
          json.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&amp;", with: "&").utf8))
      let measure = pages.dashboard
      let page = pages.experiment
      #expect(measure.width == Double(width))
      #expect(measure.scrollWidth <= Double(width), "sideways scroll at \(width) px")
      #expect(measure.texts > 100)
      #expect(measure.small.isEmpty, "text under 11 px at \(width) px: \(measure.small.prefix(8))")
      #expect(measure.wide.isEmpty, "wider than its box at \(width) px: \(measure.wide.prefix(8))")
      #expect(
        measure.scrolled.isEmpty, "tables scrolled sideways at \(width) px: \(measure.scrolled)")
      #expect(measure.hidden.isEmpty, "latest period out of view at \(width) px: \(measure.hidden)")
      // May 2026, one day old, is marked in each time table.
      #expect(measure.partial >= 8)
      #expect(measure.headlines == 6)
      // The experiment page: readable, verdict and P(beat) in view in every table.
      #expect(page.scrollWidth <= Double(width), "experiment page scrolls sideways at \(width) px")
      #expect(
        page.small.isEmpty, "experiment text under 11 px at \(width) px: \(page.small.prefix(8))")
      #expect(
        page.wide.isEmpty, "experiment wider than its box at \(width) px: \(page.wide.prefix(8))")
      #expect(page.scrolled.isEmpty, "experiment tables scrolled at \(width) px: \(page.scrolled)")
      #expect(page.hidden.isEmpty, "verdicts out of view at \(width) px: \(page.hidden.prefix(8))")
      #expect(page.verdicts >= 7)
      let png = try Data(contentsOf: screenshot)
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 20_000)
      print("dashboard screenshot (\(width) px wide): \(screenshot.path)")
    }
  }
}
