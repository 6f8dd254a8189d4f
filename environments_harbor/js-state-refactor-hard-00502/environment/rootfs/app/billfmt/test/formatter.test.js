'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/formatter');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "\u00a3", "position": "before"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPrice(5936704), "£59 367,04");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "\u00a3", "position": "before"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPercent(729), "7,29%");
});
