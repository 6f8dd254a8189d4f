'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"currency": {"symbol": "\u00a5", "position": "before"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPrice(8851962), "¥88 519,62");
});

test('percentages', () => {
  lib.configure({"currency": {"symbol": "\u00a5", "position": "before"}, "number": {"decimal": ",", "thousands": " "}, "date": {"order": "DMY", "sep": "."}});
  assert.strictEqual(lib.formatPercent(3907), "39,07%");
});
