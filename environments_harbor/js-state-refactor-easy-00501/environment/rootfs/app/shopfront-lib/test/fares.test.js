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

test("lib/fares.js follows its README", async () => {
  const lib = require('../lib/fares');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [a, b] of p.pairs) out.push(await attempt(() => lib[n.fn](a, b)));
    out.push(await attempt(() => lib[n.count]()));
    return out;
  };
  const params = {"names": {"file": "fares", "fn": "fareBetween", "count": "fareLookups"}, "pairs": [[11, 1], [11, 1], [3, 8], [3, 10], [3, 6], [1, 11], [1, 11], [1, 4], [1, 11], [2, 4], [3, 10], [5, 3], [3, 10], [1, 11], [3, 8]]};
  const expected = ["214", "214", "136", "251", "234", "201", "201", "168", "201", "300", "251", "100", "251", "201", "136", "8"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
