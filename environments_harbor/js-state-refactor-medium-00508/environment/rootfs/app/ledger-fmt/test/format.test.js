'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/format');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(7548162), "£75.481,62");
});

test('percentages', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(3373), "33,73%");
});
