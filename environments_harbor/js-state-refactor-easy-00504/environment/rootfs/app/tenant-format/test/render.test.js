'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/render');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(7627436), "£76.274,36");
});

test('percentages', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ",", "thousands": ".", "dateOrder": "DMY", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(5286), "52,86%");
});
