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

test("lib/profiles.js follows its README", async () => {
  const lib = require('../lib/profiles');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map((ids) => attempt(() => lib[p.names.fn](ids.slice()))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "profiles", "fn": "loadProfiles"}, "rounds": [[[5, 18, 57, 40, 41]], [[13, 46, 59, 36], [15, 54, 8]], [[33]], [[43, 49, 36, 32, 38]]]};
  const expected = ["[{\"id\":5,\"tag\":\"prime\"},{\"id\":18,\"tag\":\"core\"},{\"id\":57,\"tag\":\"gold\"},{\"id\":40,\"tag\":\"prime\"},{\"id\":41,\"tag\":\"east\"}]", "[{\"id\":13,\"tag\":\"core\"},{\"id\":46,\"tag\":\"east\"},{\"id\":59,\"tag\":\"new\"},{\"id\":36,\"tag\":\"east\"}]", "[{\"id\":15,\"tag\":\"prime\"},{\"id\":54,\"tag\":\"new\"},{\"id\":8,\"tag\":\"core\"}]", "[{\"id\":33,\"tag\":\"core\"}]", "[{\"id\":43,\"tag\":\"core\"},{\"id\":49,\"tag\":\"new\"},{\"id\":36,\"tag\":\"east\"},{\"id\":32,\"tag\":\"gold\"},{\"id\":38,\"tag\":\"core\"}]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
