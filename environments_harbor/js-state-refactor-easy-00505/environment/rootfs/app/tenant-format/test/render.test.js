'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u20ac", "position": "after", "decimal": ",", "thousands": " ", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(7924653), "79 246,53 €");
});

test('percentages', () => {
  lib.configure({"symbol": "\u20ac", "position": "after", "decimal": ",", "thousands": " ", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(7058), "70,58%");
});
