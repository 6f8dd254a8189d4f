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
  const params = {"names": {"file": "measures", "fn": "toUnit"}, "calls": [[1678, "lb", "lb"], [749, "g", "g"], [815, "oz", "g"], [1752, "t", "oz"], [1849, "oz", "kg"], [4528, "oz", "oz"]]};
  const expected = ["1678", "749", "22820", "62571428", "51", "4528"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
