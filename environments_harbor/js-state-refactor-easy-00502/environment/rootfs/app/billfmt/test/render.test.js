'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ",", "thousands": ".", "dateOrder": "MDY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(9108753), "91.087,53 kr");
});

test('percentages', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ",", "thousands": ".", "dateOrder": "MDY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(7853), "78,53%");
});
