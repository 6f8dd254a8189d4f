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

test("lib/contacts.js follows its README", async () => {
  const lib = require('../lib/contacts');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map((list) => attempt(() => lib[p.names.fn](list.slice()))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "contacts", "fn": "dedupeContacts"}, "rounds": [[[" fox@mail.invalid", "Dan@mail.invalid ", " cat@mail.invalid", "CAT@MAIL.INVALID", "DAN@MAIL.INVALID"]], [["Eve@mail.invalid ", "JON@MAIL.INVALID", "Dan@mail.invalid ", " fox@mail.invalid", "JON@MAIL.INVALID", " fox@mail.invalid"]], [["Fox@mail.invalid ", "jon@mail.invalid", "EVE@MAIL.INVALID", "Eve@mail.invalid ", "Jon@mail.invalid "], ["Eve@mail.invalid ", "HUB@MAIL.INVALID", "DAN@MAIL.INVALID", "FOX@MAIL.INVALID", " dan@mail.invalid", "Hub@mail.invalid "]], [["Eve@mail.invalid ", " cat@mail.invalid", "Cat@mail.invalid ", "Eve@mail.invalid "], ["CAT@MAIL.INVALID", "hub@mail.invalid", "Fox@mail.invalid ", "cat@mail.invalid", "fox@mail.invalid"], ["JON@MAIL.INVALID", "fox@mail.invalid", "Dan@mail.invalid ", " dan@mail.invalid", "Fox@mail.invalid "]]]};
  const expected = ["[\"fox@mail.invalid\",\"dan@mail.invalid\",\"cat@mail.invalid\"]", "[\"eve@mail.invalid\",\"jon@mail.invalid\",\"dan@mail.invalid\",\"fox@mail.invalid\"]", "[\"fox@mail.invalid\",\"jon@mail.invalid\",\"eve@mail.invalid\"]", "[\"eve@mail.invalid\",\"hub@mail.invalid\",\"dan@mail.invalid\",\"fox@mail.invalid\"]", "[\"eve@mail.invalid\",\"cat@mail.invalid\"]", "[\"cat@mail.invalid\",\"hub@mail.invalid\",\"fox@mail.invalid\"]", "[\"jon@mail.invalid\",\"fox@mail.invalid\",\"dan@mail.invalid\"]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
