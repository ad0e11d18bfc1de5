// The page's browser-side callbacks (wired in callbacks.py with
// ClientsideFunction("tracydiff", name)): nothing here reaches the server.
window.dash_clientside = window.dash_clientside || {};

(function () {
  var nu = function () { return window.dash_clientside.no_update; };

  // A zoom request read: the graph's relayoutData is cleared, so the same
  // gesture again (a second double-click reset) is a new value Dash passes on.
  function consumed(side) {
    window.dash_clientside.set_props("tl-" + side, { relayoutData: null });
  }

  function triggeredId() {
    var trig = window.dash_clientside.callback_context.triggered;
    return trig.length ? trig[0].prop_id.split(".")[0] : "";
  }

  // The ids of every input that fired this callback.
  function triggeredIds() {
    var fired = {};
    window.dash_clientside.callback_context.triggered.forEach(function (t) {
      fired[t.prop_id.split(".")[0]] = true;
    });
    return fired;
  }

  // The zone under a timeline hover or click event, read from the decoded
  // figure: Dash's hoverData/clickData cannot index base64 customdata.
  // customdata columns: name code, Diff row (-1: none), zones merged, seconds.
  function zoneOf(id, event) {
    if (!event || !event.points || !event.points.length) return null;
    var p = event.points[0];
    var gd = document.querySelector("#" + id + " .js-plotly-plot");
    var trace = gd && gd._fullData && gd._fullData[p.curveNumber];
    var cd = trace && trace.customdata && trace.customdata[p.pointNumber];
    if (!cd) return null;
    return { name: cd[0], row: cd[1], count: cd[2], seconds: cd[3] };
  }

  function plotWidth() {
    return Math.max(400, Math.min(window.innerWidth, 1680) - 32 - 26 - 142);
  }

  function writeSearch(q) {
    var search = "?" + q.toString();
    if (window.location.search !== search) {
      window.history.replaceState(null, "", window.location.pathname + search);
    }
    return search;
  }

  function overlay(q, values) {
    Object.keys(values).forEach(function (k) {
      if (values[k] === null || values[k] === undefined) q.delete(k); else q.set(k, values[k]);
    });
  }

  // What a click, key or zoom handler wrote into the address ({row} or
  // {x0, x1}; null: removed) before the page's stores hold it: the "url"
  // callback keeps it until the server's answer for it arrives, so a link
  // copied right after a click or zoom restores that view, whatever other
  // answer comes in between.
  var intent = {};

  // Sets (or, with null, removes) parameters of the page's address at once,
  // in the handler of a click, key or zoom.
  function setParams(values) {
    Object.keys(values).forEach(function (k) { intent[k] = values[k]; });
    var q = new URLSearchParams(window.location.search);
    overlay(q, values);
    writeSearch(q);
  }

  function gridApi() {
    try {
      return window.dash_ag_grid && dash_ag_grid.getApi && dash_ag_grid.getApi("grid");
    } catch (e) {  // the table is not drawn yet
      return null;
    }
  }

  // The link name of Diff row ``row`` (Comparison.row_link), from the table's data.
  function rowLink(row) {
    var api = gridApi();
    var node = api && row !== null && row !== undefined && api.getRowNode(String(row));
    return node && node.data ? node.data.link : null;
  }

  function precise(x) { return Number(Number(x).toPrecision(9)); }

  function duration(s) {
    if (s >= 1) return s.toFixed(3) + " s";
    if (s >= 1e-3) return (s * 1e3).toFixed(3) + " ms";
    if (s >= 1e-6) return (s * 1e6).toFixed(2) + " µs";
    return Math.round(s * 1e9) + " ns";
  }

  window.dash_clientside.tracydiff = {
    // Plot width in pixels from the window width (page padding, lane
    // labels); set again, once the window stops changing size, when the
    // window is resized (the timelines are then asked for that width).
    viewport: function () {
      if (!window.__tdViewportWatched) {
        window.__tdViewportWatched = true;
        var timer = null;
        window.addEventListener("resize", function () {
          clearTimeout(timer);
          timer = setTimeout(function () {
            window.dash_clientside.set_props("viewport", { data: plotWidth() });
          }, 250);
        });
      }
      return plotWidth();
    },

    // The hovered zone's name, looked up in the names the server sent once.
    hover: function (hb, hc, names) {
      var id = triggeredId();
      var zone = zoneOf(id, id === "tl-candidate" ? hc : hb);
      if (!zone || !names) return "";
      var side = id === "tl-candidate" ? "candidate" : "baseline";
      var merged = zone.count > 1 ? " · " + zone.count + " zones merged (longest shown)" : "";
      return side + " · " + (names[side][zone.name] || "?") + " · " + duration(zone.seconds) + merged;
    },

    // A click on a zone that belongs to a Diff row selects that row.
    click: function (cb, cc, previous) {
      var id = triggeredId();
      var zone = zoneOf(id, id === "tl-candidate" ? cc : cb);
      if (!zone || zone.row < 0) return nu();
      var link = rowLink(zone.row);
      if (link) setParams({ row: link });
      return { row: zone.row, n: ((previous && previous.n) || 0) + 1 };
    },

    // A bar of the top-delta chart (customdata: its Diff row) names its row
    // in the address at once.
    bar: function (click) {
      var p = click && click.points && click.points[0];
      var link = p ? rowLink(p.customdata) : null;
      if (link) setParams({ row: link });
      return nu();
    },

    // Zoom requests of either timeline: {range: [ms, ms] or null (reset), n}.
    // Autosize and other relayouts stop here, so they never start a server
    // call that would supersede a pending zoom.
    zoom: function (rb, rc, previous) {
      var side = triggeredId() === "tl-candidate" ? "candidate" : "baseline";
      var r = side === "candidate" ? rc : rb;
      if (!r) return nu();
      var n = ((previous && previous.n) || 0) + 1;
      if (r["xaxis.autorange"]) {
        setParams({ x0: null, x1: null });
        consumed(side);
        return { range: null, n: n, side: side };
      }
      var a = r["xaxis.range[0]"], b = r["xaxis.range[1]"];
      if ((a === undefined || b === undefined) && Array.isArray(r["xaxis.range"])) {
        a = r["xaxis.range"][0];
        b = r["xaxis.range"][1];
      }
      if (a === undefined || b === undefined) return nu();
      var lo = Math.min(a, b), hi = Math.max(a, b);
      // With each side filled, the address holds the zoom as shares of the
      // side's window (layout.meta, views.timeline_figures).
      var gd = document.querySelector("#tl-" + side + " .js-plotly-plot");
      var meta = gd && gd.layout && gd.layout.meta;
      var x0 = lo, x1 = hi;
      if (meta && meta.axes === "own" && meta.window) {
        var w = meta.window, span = (w[1] - w[0]) || 1;
        x0 = (lo - w[0]) / span;
        x1 = (hi - w[0]) / span;
      }
      setParams({ x0: precise(x0), x1: precise(x1) });
      consumed(side);
      return { range: [lo, hi], n: n, side: side };
    },

    // An upload into the baseline or candidate slot, as {slot, contents,
    // filenames, refused, n}. Files over the cap are refused here, with a
    // message, before they are sent; the server checks again (and Flask caps
    // the request).
    upload: function (cb, cc, nb, nc, limit, previous, addb, addc) {
      var slot = triggeredId() === "upload-candidate" ? "candidate" : "baseline";
      var content = slot === "candidate" ? cc : cb;
      var name = slot === "candidate" ? nc : nb;
      if (!content) return [nu(), nu()];
      var n = ((previous && previous.n) || 0) + 1;
      var bytes = Math.floor((content.length - content.indexOf(",") - 1) * 3 / 4);
      if (bytes > limit) {
        return [nu(), "Upload failed: " + name + ": " + (bytes / 1048576).toFixed(1) +
                " MB is over the upload limit of " + (limit / 1048576).toFixed(0) + " MB"];
      }
      var add = ((slot === "candidate" ? addc : addb) || []).indexOf("add") >= 0;
      return [{ slot: slot, contents: [content], filenames: [name], add: add, n: n }, nu()];
    },

    // The swap button exchanges the baseline and the candidate.
    swap: function (n, baseline, candidate) {
      if (!n) return [nu(), nu()];
      return [candidate, baseline];
    },

    // The quick search box, the status chips and the enclosing toggle
    // filter the table (see tdFilterPass in dashAgGridFunctions.js). The
    // filter's state travels as the arguments of new filter functions: AG
    // Grid filters again when they change, in order with the grid's other
    // updates (a filter kept outside the grid and applied by a timer was lost
    // to an update landing after it: a toggle clicked early showed no change).
    filters: function (text, chips, enclosing, options) {
      var state = ((enclosing || []).indexOf("on") >= 0) + ", " + JSON.stringify((chips || []).join("|"));
      return Object.assign({}, options || {}, {
        quickFilterText: text || "",
        isExternalFilterPresent: { function: "tdFilterPresent(" + state + ")" },
        doesExternalFilterPass: { function: "tdFilterPass(params.data, " + state + ")" },
      });
    },

    // The first answer for a page that came drawn sends its selection again
    // (callbacks.compare), which brings the detail; a row picked meanwhile
    // (its selection names what picked it: "from") stays instead.
    // A table row clicked: the selection, made here (no server round trip
    // before the detail and timelines are asked for); the row's link name
    // comes with the table's records (Comparison.records).
    gridSelect: function (cell, current, rows) {
      if (!cell || !current || typeof current.token !== "string" || !Array.isArray(rows)) return nu();
      var id = String(cell.rowId);
      var rec = rows.find(function (r) { return r && r.id === id; });
      if (!rec) return nu();
      return {row: rec.row_id, token: current.token, from: "grid", link: rec.link};
    },

    // The selection shown in the table: selected, and scrolled to unless the
    // table itself picked it (the row is on screen).
    reflect: function (selected) {
      if (!selected || typeof selected.token !== "string" || selected.row === null || selected.row === undefined)
        return [nu(), nu()];
      var rid = String(selected.row);
      var here = selected.from === "grid" || selected.from === "key-select";
      return [{ids: [rid]}, here ? nu() : {rowId: rid, rowPosition: "middle"}];
    },

    reselect: function (again, selected) {
      if (!again || (selected && selected.from)) return nu();
      return Object.assign({}, again);
    },

    // The view in the page's address: pair, row, iterations, timeline axis
    // and zoom; opening the address again restores it (layout.url_view).
    url: function (current, selected, ib, ic, range, align, call, show, axes) {
      if (!current || !current.names) return nu();
      // The row or zoom a handler wrote stays in the address until the stores
      // hold it (a late run of this callback may carry an older selection),
      // or until another pair, iteration or axis starts the view over.
      var fired = triggeredIds();
      var shown = range && range.range && range.token === current.token ?
        [precise(range.range[0]), precise(range.range[1])] : [null, null];
      if (fired.current || (selected && selected.link === intent.row)) delete intent.row;
      if (fired.current || fired["iter-baseline"] || fired["iter-candidate"] || fired["tl-align"] ||
          fired["tl-axes"] || (shown[0] === intent.x0 && shown[1] === intent.x1)) {
        delete intent.x0;
        delete intent.x1;
      }
      var q = new URLSearchParams();
      // Captures by link name (Store.link_name), once per run of a side.
      current.names[0].forEach(function (n) { q.append("b", n); });
      current.names[1].forEach(function (n) { q.append("c", n); });
      if (selected && selected.link) q.set("row", selected.link);
      if (ib !== null && ib !== undefined) q.set("ib", ib);
      if (ic !== null && ic !== undefined) q.set("ic", ic);
      if (align) q.set("align", align);
      if (call) q.set("call", call);
      if (show) q.set("show", show.join(","));
      if (axes) q.set("axes", axes);
      if (shown[0] !== null) {
        q.set("x0", shown[0]);
        q.set("x1", shown[1]);
      }
      overlay(q, intent);
      return writeSearch(q);
    },
  };

  // Keyboard: j/k or the arrow keys move the selection through the table as
  // it is filtered and sorted; "/" focuses the search; Enter shows the
  // selected row's detail.
  function moveSelection(step) {
    var api = window.dash_ag_grid && dash_ag_grid.getApi && dash_ag_grid.getApi("grid");
    if (!api) return;
    var nodes = api.getSelectedNodes();
    var at = nodes.length && nodes[0].displayed ? nodes[0].rowIndex : -1;
    var count = api.getDisplayedRowCount();
    var next = Math.min(Math.max(at + step, 0), count - 1);
    var node = api.getDisplayedRowAtIndex(next);
    if (!node || !node.data || next === at) return;
    api.ensureIndexVisible(next);
    if (node.data.link) setParams({ row: node.data.link });
    window.__tdKeyN = (window.__tdKeyN || 0) + 1;
    window.dash_clientside.set_props("key-select", { data: { row: node.data.row_id, n: window.__tdKeyN } });
  }

  // Perfetto's keys on the timelines: W/S zoom in and out, A/D pan, F
  // focuses the selected row's zones. Both timelines follow (a relayout is a
  // zoom request, see "zoom").
  function timelineKey(k) {
    var ids = ["tl-baseline", "tl-candidate"];
    var plots = ids.map(function (id) { return document.querySelector("#" + id + " .js-plotly-plot"); });
    var gd = plots[0] && plots[0]._fullLayout && plots[0]._fullLayout.xaxis ? plots[0] : plots[1];
    if (!gd || !gd._fullLayout || !gd._fullLayout.xaxis || !window.Plotly) return;
    var r = gd._fullLayout.xaxis.range, span = r[1] - r[0], mid = (r[0] + r[1]) / 2, to = null;
    if (k === "w") to = [mid - span * 0.35, mid + span * 0.35];
    else if (k === "s") to = [mid - span / 1.4, mid + span / 1.4];
    else if (k === "a") to = [r[0] - span * 0.2, r[1] - span * 0.2];
    else if (k === "d") to = [r[0] + span * 0.2, r[1] + span * 0.2];
    else if (k === "f") {
      for (var i = 0; i < plots.length && !to; i++) {
        var data = plots[i] && plots[i]._fullData;
        var sel = data && data.filter(function (t) { return t.name === "selected"; })[0];
        if (!sel || !sel.x) continue;
        var lo = Infinity, hi = -Infinity;
        for (var j = 0; j < sel.x.length; j++) {
          var x = sel.x[j];
          if (x === null || isNaN(x)) continue;
          if (x < lo) lo = x;
          if (x > hi) hi = x;
        }
        if (lo <= hi) {
          var pad = Math.max((hi - lo) * 0.25, span * 1e-4);
          to = [lo - pad, hi + pad];
          gd = plots[i];
        }
      }
    }
    if (to) window.Plotly.relayout(gd, { "xaxis.range[0]": to[0], "xaxis.range[1]": to[1] });
  }

  // A click on a table row names it in the address within the click itself
  // (before Dash hands the grid's cellClicked to any callback).
  document.addEventListener("click", function (e) {
    var el = e.target && e.target.closest && e.target.closest("#grid .ag-row[row-id]");
    var api = el && gridApi();
    var node = api && api.getRowNode(el.getAttribute("row-id"));
    if (node && node.data && node.data.link) setParams({ row: node.data.link });
  }, true);

  // Copying from the name column copies the full zone names, not the
  // readable form shown.
  document.addEventListener("copy", function (e) {
    var sel = window.getSelection();
    var node = sel && sel.anchorNode;
    var el = node && (node.nodeType === 1 ? node : node.parentElement);
    var cell = el && el.closest && el.closest("#grid .ag-cell[col-id='readable']");
    var row = cell && cell.closest(".ag-row");
    var api = row && window.dash_ag_grid && dash_ag_grid.getApi && dash_ag_grid.getApi("grid");
    var data = api && api.getRowNode(row.getAttribute("row-id"));
    data = data && data.data;
    if (!data || !e.clipboardData) return;
    var full = window.dashAgGridFunctions.fullNames({ data: data });
    if (!full) return;
    e.clipboardData.setData("text/plain", full);
    e.preventDefault();
  });

  document.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    var t = e.target, tag = t && t.tagName;
    var typing = tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable);
    if (typing) {
      if (e.key === "Escape") t.blur();
      return;
    }
    var inGrid = t && t.closest && t.closest("#grid");
    if (e.key === "j" || (e.key === "ArrowDown" && !inGrid)) { moveSelection(1); e.preventDefault(); }
    else if (e.key === "k" || (e.key === "ArrowUp" && !inGrid)) { moveSelection(-1); e.preventDefault(); }
    else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && inGrid) {
      moveSelection(e.key === "ArrowDown" ? 1 : -1);
    }
    else if (e.key.length === 1 && "wasdf".indexOf(e.key.toLowerCase()) >= 0 && !e.shiftKey) {
      timelineKey(e.key.toLowerCase());
      e.preventDefault();
    }
    else if (e.key === "/") {
      var box = document.getElementById("search");
      if (box) { box.focus(); e.preventDefault(); }
    } else if (e.key === "Enter") {
      var detail = document.getElementById("detail");
      if (detail) { detail.scrollIntoView({ block: "start" }); detail.focus({ preventScroll: true }); }
      e.preventDefault();
    }
  });
})();
