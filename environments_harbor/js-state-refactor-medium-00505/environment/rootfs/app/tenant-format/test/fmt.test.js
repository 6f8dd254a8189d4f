'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u00a5", "position": "before", "decimal": ".", "thousands": "'", "dateOrder": "MDY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(1756227), "¥17'562.27");
});

test('percentages', () => {
  lib.configure({"symbol": "\u00a5", "position": "before", "decimal": ".", "thousands": "'", "dateOrder": "MDY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(4118), "41.18%");
});
