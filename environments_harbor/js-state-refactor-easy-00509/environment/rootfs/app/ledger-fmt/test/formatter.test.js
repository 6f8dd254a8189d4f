'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/formatter');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "$", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(5043343), "$50.433,43");
});

test('percentages', () => {
  lib.configure({"symbol": "$", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(6040), "60,40%");
});
