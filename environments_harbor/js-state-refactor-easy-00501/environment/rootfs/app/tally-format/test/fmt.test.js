'use strict';
// Legacy behaviour of the module-level API (run: node --test test/)
const test = require('node:test');
const assert = require('node:assert');
const lib = require('../lib/fmt');

test('prices use the configured symbol and separators', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ",", "thousands": " ", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPrice(4492553), "£44 925,53");
});

test('percentages', () => {
  lib.configure({"symbol": "\u00a3", "position": "before", "decimal": ",", "thousands": " ", "dateOrder": "YMD", "dateSep": "/"});
  assert.strictEqual(lib.formatPercent(4796), "47,96%");
});
