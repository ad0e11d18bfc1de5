// Builds the partial plotly.js bundle: node build.js OUTFILE
// (esbuild settings of plotly.js's own esbuild-config.js, minified).
const path = require('path');
const esbuild = require('esbuild');
const { glsl } = require('esbuild-plugin-glsl');
const { environmentPlugin } = require('esbuild-plugin-environment');
const InlineCSSPlugin = require('esbuild-plugin-inline-css');
const version = require('plotly.js/package.json').version;

esbuild.build({
    entryPoints: [path.join(__dirname, 'entry.js')],
    outfile: process.argv[2],
    format: 'iife',
    globalName: 'Plotly',
    bundle: true,
    minify: true,
    legalComments: 'eof',
    banner: { js: `/* plotly.js v${version} (MIT license, Copyright 2012-2026 Plotly, Inc.), ` +
                  'partial bundle for tracy-diff: scatter, scattergl, bar, box */' },
    plugins: [InlineCSSPlugin(), glsl({ minify: true }), environmentPlugin({ NODE_DEBUG: false })],
    alias: { regl: '@plotly/regl', stream: 'stream-browserify' },
    define: { global: 'window', 'define.amd': 'false' },
    target: 'es2016',
    logLevel: 'info',
}).catch(() => process.exit(1));
