'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "CHF", "position": "after"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "MDY", "sep": "/"}});
  assert.strictEqual(lib.formatPrice(8435626), "84 356,26 CHF");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "CHF", "position": "after"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "MDY", "sep": "/"}});
  assert.strictEqual(lib.formatPercent(5063), "50,63%");
});
