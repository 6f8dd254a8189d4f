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

test("lib/quotes.js follows its README (single use)", async () => {
  const lib = require('../lib/quotes');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map((ids) => attempt(() => lib[p.names.fn](ids.slice()))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "quotes", "fn": "quoteAll"}, "rounds": [[[3]], [[24]], [[26]]]};
  const expected = ["[{\"id\":3,\"tag\":\"new\"}]", "[{\"id\":24,\"tag\":\"prime\"}]", "[{\"id\":26,\"tag\":\"blue\"}]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
