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

test("lib/quotes.js follows its README", async () => {
  const lib = require('../lib/quotes');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map((ids) => attempt(() => lib[p.names.fn](ids.slice()))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "quotes", "fn": "quoteAll"}, "rounds": [[[56, 10, 25]], [[52, 40, 42, 6], [27, 31, 24]], [[32]], [[37, 31, 20, 52, 33]]]};
  const expected = ["[{\"id\":56,\"tag\":\"new\"},{\"id\":10,\"tag\":\"blue\"},{\"id\":25,\"tag\":\"blue\"}]", "[{\"id\":52,\"tag\":\"beta\"},{\"id\":40,\"tag\":\"blue\"},{\"id\":42,\"tag\":\"beta\"},{\"id\":6,\"tag\":\"new\"}]", "[{\"id\":27,\"tag\":\"beta\"},{\"id\":31,\"tag\":\"new\"},{\"id\":24,\"tag\":\"prime\"}]", "[{\"id\":32,\"tag\":\"beta\"}]", "[{\"id\":37,\"tag\":\"beta\"},{\"id\":31,\"tag\":\"new\"},{\"id\":20,\"tag\":\"blue\"},{\"id\":52,\"tag\":\"beta\"},{\"id\":33,\"tag\":\"east\"}]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
