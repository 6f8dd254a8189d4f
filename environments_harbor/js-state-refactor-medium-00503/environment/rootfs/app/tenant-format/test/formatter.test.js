'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/formatter');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u00a5", "position": "before", "decimal": ".", "thousands": "'", "dateOrder": "DMY", "dateSep": "."});
  assert.strictEqual(lib.formatPrice(7276586), "¥72'765.86");
});

test('percentages', () => {
  lib.configure({"symbol": "\u00a5", "position": "before", "decimal": ".", "thousands": "'", "dateOrder": "DMY", "dateSep": "."});
  assert.strictEqual(lib.formatPercent(7582), "75.82%");
});
