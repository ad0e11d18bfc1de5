'use strict';
// plotly.js with only the trace types tracy-diff draws: scatter (in core),
// scattergl, bar and box.
var Plotly = require('plotly.js/lib/core');

Plotly.register([
    require('plotly.js/lib/scattergl'),
    require('plotly.js/lib/bar'),
    require('plotly.js/lib/box'),
]);

module.exports = Plotly;
