// Value formatters of the ranked table (dash-ag-grid looks functions up here).
var dagfuncs = (window.dashAgGridFunctions = window.dashAgGridFunctions || {});

// Milliseconds as s / ms / µs / ns with three significant digits.
dagfuncs.fmtMs = function (v, signed) {
  if (v === null || v === undefined || !isFinite(v)) return "–";
  var sign = signed ? (v > 0 ? "+" : v < 0 ? "−" : "") : v < 0 ? "−" : "";
  var a = Math.abs(v), value, unit;
  if (a >= 1000) { value = a / 1000; unit = "s"; }
  else if (a >= 1 || a === 0) { value = a; unit = "ms"; }
  else if (a >= 1e-3) { value = a * 1000; unit = "µs"; }
  else { value = a * 1e6; unit = "ns"; }
  var digits = a === 0 ? 0 : value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return sign + value.toFixed(digits) + " " + unit;
};

dagfuncs.fmtRatio = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return "–";
  return (v >= 10 ? v.toFixed(1) : v.toFixed(2)) + "×";
};

dagfuncs.fmtP = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return "–";
  if (v === 0) return "0";
  return v < 1e-3 ? v.toExponential(1) : v.toFixed(3);
};

dagfuncs.fmtPct = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return "–";
  return (v * 100).toFixed(Math.abs(v) >= 0.1 ? 0 : 1) + "%";
};

dagfuncs.fmtNum = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return "–";
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
};
