// Value formatters of the ranked table (dash-ag-grid looks functions up here).
var dagfuncs = (window.dashAgGridFunctions = window.dashAgGridFunctions || {});

// The report's number formats (tracy_diff/report/units.py); both are checked
// against tests/report/format_vectors.json.
var MISSING = "-";
var UNITS = [[1000, "s", 1e-3], [1, "ms", 1], [1e-3, "\u00b5s", 1e3], [0, "ns", 1e6]];

function three(value, whole) {
  return whole || value >= 100 ? value.toFixed(0) : String(Number(value.toPrecision(3)));
}

// Milliseconds as s / ms / µs / ns with three significant digits.
dagfuncs.fmtMs = function (v, signed) {
  if (v === null || v === undefined || !isFinite(v)) return MISSING;
  if (v === 0) return "0 ms";
  var sign = v < 0 ? "-" : signed ? "+" : "";
  var a = Math.abs(v), k = 0;
  while (k < UNITS.length - 1 && a < UNITS[k][0]) k++;
  var text = three(a * UNITS[k][2], k === UNITS.length - 1);
  if (parseFloat(text) >= 1000 && k > 0) { k--; text = three(a * UNITS[k][2], false); }
  return sign + text + " " + UNITS[k][1];
};

dagfuncs.fmtRatio = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return MISSING;
  return (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0)) + "x";
};

dagfuncs.fmtP = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return MISSING;
  return v >= 1e-4 ? String(Number(v.toPrecision(2))) : "<1e-4";
};

dagfuncs.fmtPct = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return MISSING;
  return (v * 100).toFixed(Math.abs(v) >= 0.1 ? 0 : 1) + "%";
};

// A row's share, of what: "95% of the slowdown" (delta > 0) or "of the speedup" (delta < 0).
dagfuncs.fmtShare = function (d) {
  if (!d) return MISSING;
  var v = d.share_of_change;
  if (v === null || v === undefined || !isFinite(v) || !d.delta_ms_per_iter) return MISSING;
  return dagfuncs.fmtPct(v) + (d.delta_ms_per_iter > 0 ? " of the slowdown" : " of the speedup");
};

dagfuncs.fmtNum = function (v) {
  if (v === null || v === undefined || !isFinite(v)) return MISSING;
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
};

dagfuncs.fmtCalls = function (d) {
  if (!d) return MISSING;
  var b = dagfuncs.fmtNum(d.baseline_execs_per_iter), c = dagfuncs.fmtNum(d.candidate_execs_per_iter);
  return b === c ? c : b + " → " + c;
};

// A row's status; an inconclusive one says how many runs would decide it
// (Comparison.records: decide, from the Diff's runs_to_decide).
dagfuncs.fmtStatus = function (d) {
  if (!d) return MISSING;
  return d.decide ? d.status + "\n" + d.decide : d.status;
};

// The full zone names of a row, for the name column's tooltip.
dagfuncs.fullNames = function (params) {
  var d = params.data || {};
  if (d.baseline_name === d.candidate_name || !d.baseline_name) return d.candidate_name || d.baseline_name;
  if (!d.candidate_name) return "baseline: " + d.baseline_name;
  return "candidate: " + d.candidate_name + "\nbaseline: " + d.baseline_name;
};

// Row filter of the status chips and the enclosing toggle; set by the
// "filters" browser-side callback. Enclosing zones are hidden by default.
var CHIP_TEST = {
  "regressed": function (d) { return d.status === "regressed"; },
  "improved": function (d) { return d.status === "improved"; },
  "fused/split": function (d) { return d.structure === "fused" || d.structure === "split"; },
  "added/removed": function (d) { return d.status === "added" || d.status === "removed"; },
  "inconclusive": function (d) { return d.status === "inconclusive"; },
  "unchanged": function (d) { return d.status === "unchanged"; },
};

// enclosing: the toggle is on; chips: the picked chips' labels joined by "|".
dagfuncs.tdFilterPresent = function (enclosing, chips) {
  return !enclosing || chips.length > 0;
};

dagfuncs.tdFilterPass = function (d, enclosing, chips) {
  if (!enclosing && d.section === "enclosing") return false;
  if (!chips.length) return true;
  return chips.split("|").some(function (c) { return CHIP_TEST[c] && CHIP_TEST[c](d); });
};

// The name column: a row fused or split from more than two dispatches shows
// "10 dispatches → 2" and its names when opened (Comparison.records: group).
var dagcomponentfuncs = (window.dashAgGridComponentFunctions = window.dashAgGridComponentFunctions || {});
dagcomponentfuncs.GroupNames = function (props) {
  var d = props.data || {};
  var state = React.useState(false), open = state[0], setOpen = state[1];
  if (!d.group) return props.value === null || props.value === undefined ? "" : String(props.value);
  var toggle = React.createElement("button", {
    className: "td-group-toggle", type: "button", "aria-expanded": open ? "true" : "false",
    title: open ? "hide the names" : "show the names",
    onClick: function () { setOpen(!open); },
  }, (open ? "▾ " : "▸ ") + d.group);
  return React.createElement("span", { className: "td-group" }, toggle,
    open ? React.createElement("span", { className: "td-group-names" }, "\n" + props.value) : null);
};
