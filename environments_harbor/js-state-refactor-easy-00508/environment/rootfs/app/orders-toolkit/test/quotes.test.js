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
  const params = {"names": {"file": "quotes", "fn": "quoteAll"}, "rounds": [[[49, 58, 4, 31, 44, 15]], [[58, 7, 53, 29], [36, 41, 24]], [[11]], [[38, 1, 58, 21, 2]]]};
  const expected = ["[{\"id\":49,\"tag\":\"east\"},{\"id\":58,\"tag\":\"beta\"},{\"id\":4,\"tag\":\"east\"},{\"id\":31,\"tag\":\"new\"},{\"id\":44,\"tag\":\"east\"},{\"id\":15,\"tag\":\"core\"}]", "[{\"id\":58,\"tag\":\"beta\"},{\"id\":7,\"tag\":\"gold\"},{\"id\":53,\"tag\":\"beta\"},{\"id\":29,\"tag\":\"east\"}]", "[{\"id\":36,\"tag\":\"new\"},{\"id\":41,\"tag\":\"new\"},{\"id\":24,\"tag\":\"east\"}]", "[{\"id\":11,\"tag\":\"new\"}]", "[{\"id\":38,\"tag\":\"beta\"},{\"id\":1,\"tag\":\"new\"},{\"id\":58,\"tag\":\"beta\"},{\"id\":21,\"tag\":\"new\"},{\"id\":2,\"tag\":\"gold\"}]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
