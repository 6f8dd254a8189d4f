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

test("lib/transfer.js follows its README", async () => {
  const lib = require('../lib/transfer');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [a, b] of p.pairs) out.push(await attempt(() => lib[n.fn](a, b)));
    out.push(await attempt(() => lib[n.count]()));
    return out;
  };
  const params = {"names": {"file": "transfer", "fn": "transferFee", "count": "feeComputations"}, "pairs": [[11, 6], [1, 9], [4, 6], [11, 2], [4, 6], [1, 12], [4, 5], [4, 6], [6, 3], [1, 12], [4, 12], [11, 2], [11, 6], [4, 5], [2, 8]]};
  const expected = ["244", "206", "334", "322", "334", "194", "320", "334", "180", "194", "293", "322", "244", "320", "299", "9"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
