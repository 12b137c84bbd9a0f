let raw = #"a "quoted" \(not interpolated)"#
let multi = """
  a line inside a multi-line string
  """
