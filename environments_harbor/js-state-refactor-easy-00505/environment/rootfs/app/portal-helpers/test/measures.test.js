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

test("lib/measures.js follows its README (single use)", async () => {
  const lib = require('../lib/measures');
  const scenario = async function (lib, p) {
    const out = [];
    for (const [v, a, b] of p.calls) out.push(await attempt(() => lib[p.names.fn](v, a, b)));
    return out;
  };
  const params = {"names": {"file": "measures", "fn": "toUnit"}, "calls": [[4931, "lb", "t"], [3074, "g", "oz"], [2292, "g", "g"], [2286, "lb", "kg"], [1192, "lb", "t"], [1221, "oz", "t"]]};
  const expected = ["2", "109", "2292", "1037", "0", "0"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
