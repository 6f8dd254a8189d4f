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
  const params = {"names": {"file": "measures", "fn": "toUnit"}, "calls": [[4613, "oz", "oz"], [1173, "g", "t"], [3481, "oz", "oz"], [4598, "oz", "lb"], [1766, "t", "g"], [946, "t", "kg"]]};
  const expected = ["4613", "0", "3481", "283", "1766000000", "946000"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
