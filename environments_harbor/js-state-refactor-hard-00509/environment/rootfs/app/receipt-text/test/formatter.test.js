'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/formatter');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "R$", "position": "before"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPrice(7369507), "R$73695.07");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "R$", "position": "before"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPercent(3020), "30.20%");
});
