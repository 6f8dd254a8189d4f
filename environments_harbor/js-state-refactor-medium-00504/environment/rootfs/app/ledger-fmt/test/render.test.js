'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ",", "thousands": ".", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(3726615), "37.266,15 kr");
});

test('percentages', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ",", "thousands": ".", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(4069), "40,69%");
});
