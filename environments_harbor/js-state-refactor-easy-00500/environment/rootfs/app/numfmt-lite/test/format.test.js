'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/format');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ".", "thousands": "", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(1614425), "16144.25 kr");
});

test('percentages', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ".", "thousands": "", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(5984), "59.84%");
});
