'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "z\u0142", "position": "after"}, "number": {"decimal": ",", "thousands": "."}, "date": {"order": "YMD", "sep": "/"}});
  assert.strictEqual(lib.formatPrice(1535552), "15.355,52 zł");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "z\u0142", "position": "after"}, "number": {"decimal": ",", "thousands": "."}, "date": {"order": "YMD", "sep": "/"}});
  assert.strictEqual(lib.formatPercent(5680), "56,80%");
});
