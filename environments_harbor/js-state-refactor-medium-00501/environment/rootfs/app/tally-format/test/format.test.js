'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/format');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u20ac", "position": "after", "decimal": ".", "thousands": "'", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(9758108), "97'581.08 €");
});

test('percentages', () => {
  lib.configure({"symbol": "\u20ac", "position": "after", "decimal": ".", "thousands": "'", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(1289), "12.89%");
});
