'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "kr", "position": "after"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "YMD", "sep": "/"}});
  assert.strictEqual(lib.formatPrice(6601939), "66019.39 kr");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "kr", "position": "after"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "YMD", "sep": "/"}});
  assert.strictEqual(lib.formatPercent(5528), "55.28%");
});
