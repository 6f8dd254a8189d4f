'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ".", "thousands": "", "dateOrder": "DMY", "dateSep": "."});
  assert.strictEqual(lib.formatPrice(3344940), "£33449.40");
});

test('percentages', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ".", "thousands": "", "dateOrder": "DMY", "dateSep": "."});
  assert.strictEqual(lib.formatPercent(3280), "32.80%");
});
