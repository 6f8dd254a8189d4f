'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "\u00a3", "position": "before"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "DMY", "sep": "/"}});
  assert.strictEqual(lib.formatPrice(8947329), "£89473.29");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "\u00a3", "position": "before"}, "number": {"decimal": ".", "thousands": ""}, "date": {"order": "DMY", "sep": "/"}});
  assert.strictEqual(lib.formatPercent(947), "9.47%");
});
