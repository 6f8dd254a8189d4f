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

test("lib/units.js follows its README (single use)", async () => {
  const lib = require('../lib/units');
  const scenario = async function (lib, p) {
    const out = [];
    for (const [v, a, b] of p.calls) out.push(await attempt(() => lib[p.names.fn](v, a, b)));
    return out;
  };
  const params = {"names": {"file": "units", "fn": "convert"}, "calls": [[1115, "g", "kg"], [4393, "g", "kg"], [1025, "g", "oz"], [343, "t", "kg"], [3338, "g", "g"], [1317, "g", "g"]]};
  const expected = ["1", "4", "36", "343000", "3338", "1317"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
