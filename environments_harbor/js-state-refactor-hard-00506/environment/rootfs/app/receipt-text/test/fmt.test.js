'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "CHF", "position": "after"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "DMY", "sep": "/"}});
  assert.strictEqual(lib.formatPrice(5600924), "56009.24 CHF");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "CHF", "position": "after"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "DMY", "sep": "/"}});
  assert.strictEqual(lib.formatPercent(2289), "22.89%");
});
