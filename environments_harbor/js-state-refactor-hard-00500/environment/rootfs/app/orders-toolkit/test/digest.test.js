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

test("lib/digest.js follows its README (single use)", async () => {
  const lib = require('../lib/digest');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map(([t, ids]) => attempt(() => lib[p.names.fn](t, ids))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "digest", "fn": "composeDigest"}, "rounds": [[["acme", [92, 80, 28]]], [["acme", [75]]]]};
  const expected = ["acme:row92,acme:row80,acme:row28", "acme:row75"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
