'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "$", "position": "before"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "MDY", "sep": "/"}});
  assert.strictEqual(lib.formatPrice(1126138), "$11 261,38");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "$", "position": "before"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "MDY", "sep": "/"}});
  assert.strictEqual(lib.formatPercent(8447), "84,47%");
});
