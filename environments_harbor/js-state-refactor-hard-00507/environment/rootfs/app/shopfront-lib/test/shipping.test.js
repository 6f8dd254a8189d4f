'use strict';
const test = require('node:test');
const assert = require('node:assert');

function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v).sort()) o[k] = sortKeys(v[k]);
    return o;
  }
  return v;
}

function show(v) {
  return typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(sortKeys(v));
}

async function attempt(f) {
  try {
    return show(await f());
  } catch (e) {
    return 'error: ' + (e && e.name);
  }
}

test("lib/shipping.js follows its README (single use)", async () => {
  const lib = require('../lib/shipping');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [a, b] of p.pairs) out.push(await attempt(() => lib[n.fn](a, b)));
    out.push(await attempt(() => lib[n.count]()));
    return out;
  };
  const params = {"names": {"file": "shipping", "fn": "routeCost", "count": "computations"}, "pairs": [[9, 4], [7, 4], [6, 12], [4, 5], [12, 11], [4, 5], [4, 5], [4, 5]]};
  const expected = ["200", "205", "63", "291", "164", "291", "291", "291", "5"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
