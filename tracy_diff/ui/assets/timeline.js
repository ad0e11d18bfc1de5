// The zone under a timeline hover or click event, read from the decoded
// figure: Dash's own hoverData/clickData cannot index base64 customdata.
// customdata columns: name code, Diff row (-1: none), zones merged, seconds.
window.tracyDiffZone = function (id, event) {
  if (!event || !event.points || !event.points.length) return null;
  var p = event.points[0];
  var gd = document.querySelector("#" + id + " .js-plotly-plot");
  var trace = gd && gd._fullData && gd._fullData[p.curveNumber];
  var cd = trace && trace.customdata && trace.customdata[p.pointNumber];
  if (!cd) return null;
  return { name: cd[0], row: cd[1], count: cd[2], seconds: cd[3] };
};
