'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "CHF", "position": "after", "decimal": ",", "thousands": " ", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(5577012), "55 770,12 CHF");
});

test('percentages', () => {
  lib.configure({"symbol": "CHF", "position": "after", "decimal": ",", "thousands": " ", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(4322), "43,22%");
});
