extension DashboardPage {
  /// The page's CSS. Every text is at least 11 px as rendered, at 420 and
  /// 1280 px wide; tables fit their panel (no sideways scroll).
  static let style = """
    :root{color-scheme:light dark;font-family:system-ui,sans-serif}
    body{margin:0;padding:1rem;background:Canvas;color:CanvasText}
    @media (max-width:640px){body{padding:.5rem}}
    header h1{margin:0 0 .25rem;font-size:1.4rem}header p{margin:0 0 .75rem;opacity:.75}
    #range{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end;margin:0 0 1rem}
    #range label{display:flex;flex-direction:column;font-size:.8125rem;gap:.15rem}
    #range input,#range select,#range button{font:inherit;font-size:.875rem}
    #headline{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));
      list-style:none;margin:0 0 1rem;padding:0}
    #headline li{border:1px solid #8884;border-radius:8px;padding:.5rem .75rem;min-width:0;
      display:flex;flex-direction:column;gap:.1rem}
    #headline .name{font-size:.8125rem;opacity:.8}#headline .value{font-size:1.35rem;font-weight:600}
    #headline .change{font-size:.8125rem}#headline .detail{font-size:.75rem;opacity:.75}
    .change.up{color:#009E73}.change.down{color:#D55E00}
    main{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,30rem),1fr))}
    .panel{border:1px solid #8884;border-radius:8px;padding:.75rem;min-width:0}
    .panel h2{margin:0;font-size:1.1rem}.caption{margin:.25rem 0 .5rem;opacity:.75;font-size:.875rem}
    figure{margin:0 0 .5rem}
    svg.chart{width:100%;height:auto;display:block}
    svg text{font-size:11px;fill:currentColor}svg .grid{stroke:#8884}svg .axis{stroke:#888}
    .numbers{max-height:18rem;overflow-y:auto;overflow-x:hidden}
    table{border-collapse:collapse;font-size:.8125rem;width:100%}
    th,td{padding:.15rem .35rem;text-align:right;border-bottom:1px solid #8883}
    td{white-space:nowrap}
    thead th{vertical-align:bottom;position:sticky;top:0;background:Canvas}
    th[scope=row],thead th:first-child{text-align:left}
    tr.partial{font-style:italic}tr.partial th{opacity:.85}
    table.grid{font-size:.6875rem}table.grid td,table.grid th{padding:.1rem;text-align:center}
    @media (max-width:640px){
      table.wide thead{display:none}
      table.wide,table.wide tbody,table.wide tr,table.wide th,table.wide td{display:block}
      table.wide tr{border-bottom:1px solid #8884;padding:.2rem 0}
      table.wide th[scope=row]{border:0;font-weight:600}
      table.wide td{display:flex;justify-content:space-between;gap:.5rem;border:0}
      table.wide td::before{content:attr(data-title)}
    }
    table.grid th[scope=row]{text-align:left;white-space:nowrap}
    .csv{margin:.4rem 0 0;font-size:.8125rem}
    .key{display:inline-block;width:.7em;height:.7em;margin-right:.3em;border-radius:2px}.problem{color:#D55E00}
    header p.notice{opacity:1;border-left:4px solid #E69F00;padding:.25rem .5rem}
    """
}
