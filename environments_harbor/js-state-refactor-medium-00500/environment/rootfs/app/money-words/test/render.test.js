'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "z\u0142", "position": "after", "decimal": ".", "thousands": "'", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(8184729), "81'847.29 zł");
});

test('percentages', () => {
  lib.configure({"symbol": "z\u0142", "position": "after", "decimal": ".", "thousands": "'", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(6413), "64.13%");
});
