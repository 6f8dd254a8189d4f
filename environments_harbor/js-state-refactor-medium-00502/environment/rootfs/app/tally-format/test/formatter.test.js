'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/formatter');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u00a5", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "MDY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(4760657), "¥47.606,57");
});

test('percentages', () => {
  lib.configure({"symbol": "\u00a5", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "MDY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(6905), "69,05%");
});
