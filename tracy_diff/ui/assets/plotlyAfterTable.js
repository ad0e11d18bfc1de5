// plotly.js (plotly-tracydiff.min.js, kept out of the page's scripts by
// ui/__init__.py's assets_ignore) is run once the table is drawn: its
// evaluation and the first drawing of every graph took the browser's main
// thread before the table's first rows. dcc.Graph waits for window.Plotly
// when it is a promise (it loads Promise.resolve(window.Plotly || ...));
// the script sets window.Plotly itself, then the promise resolves to it.
(function () {
  "use strict";
  var src = new URL("plotly-tracydiff.min.js", document.currentScript.src).href;
  var settle = {};
  window.Plotly = new Promise(function (resolve, reject) {
    settle = { resolve: resolve, reject: reject };
  });
  var started = false;

  function load() {
    if (started) return;
    started = true;
    observer.disconnect();
    var script = document.createElement("script");
    script.src = src;
    script.onload = function () { settle.resolve(window.Plotly); };
    script.onerror = function () { settle.reject(new Error("plotly.js did not load from " + src)); };
    document.head.appendChild(script);
  }

  // Due: the table has a row (or says it has none); the page waits for a
  // pair being diffed (the progress spinner, no banner yet: nothing to draw
  // meanwhile); or the page is the History page (no table).
  function due() {
    if (document.querySelector("#grid .ag-row, #grid .ag-overlay-no-rows-wrapper")) return true;
    var summary = document.getElementById("summary");
    if (document.querySelector(".td-spinner") && summary && !summary.childElementCount) return true;
    return !!document.getElementById("history-page");
  }

  var observer = new MutationObserver(function () {
    // After the next frame: the rows are painted first.
    if (due()) requestAnimationFrame(function () { setTimeout(load, 0); });
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  setTimeout(load, 4000);  // whatever happens
})();
