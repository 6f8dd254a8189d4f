'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/format');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "kr", "position": "after"}, "number": {"decimal": ".", "thousands": "'"}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPrice(6358898), "63'588.98 kr");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "kr", "position": "after"}, "number": {"decimal": ".", "thousands": "'"}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPercent(107), "1.07%");
});
