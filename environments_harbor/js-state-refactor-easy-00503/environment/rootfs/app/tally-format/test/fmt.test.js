'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ".", "thousands": "", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(9191193), "91911.93 kr");
});

test('percentages', () => {
  lib.configure({"symbol": "kr", "position": "after", "decimal": ".", "thousands": "", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(1420), "14.20%");
});
