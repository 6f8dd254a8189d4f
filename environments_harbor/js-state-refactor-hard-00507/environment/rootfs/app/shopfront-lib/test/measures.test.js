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
  const params = {"names": {"file": "measures", "fn": "toUnit"}, "calls": [[268, "g", "t"], [2477, "oz", "kg"], [1911, "g", "oz"], [627, "t", "oz"], [3512, "oz", "g"], [4400, "g", "g"]]};
  const expected = ["0", "69", "68", "22392857", "98336", "4400"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
