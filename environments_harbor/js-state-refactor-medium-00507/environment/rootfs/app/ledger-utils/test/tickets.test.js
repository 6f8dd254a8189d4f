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

test("lib/tickets.js follows its README (single use)", async () => {
  const lib = require('../lib/tickets');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [fn, text] of p.calls) out.push(await attempt(() => lib[n[fn]](text)));
    return out;
  };
  const params = {"names": {"file": "tickets", "has": "hasTicket", "first": "firstTicket", "all": "ticketsIn"}, "calls": [["has", "order about and the EAE-1598 also order refund for for"], ["all", "order about and the EAE-1598 also order refund for for"], ["first", "about ticket see customer wrote order XHR-2072"], ["all", "about ticket see customer wrote order XHR-2072"], ["first", "order see for wrote about see ABN-815 customer CXP-8254 refund the"], ["all", "order see for wrote about see ABN-815 customer CXP-8254 refund the"], ["has", "also and refund wrote for per the for ticket"]]};
  const expected = ["true", "[\"EAE-1598\"]", "XHR-2072", "[\"XHR-2072\"]", "ABN-815", "[\"ABN-815\",\"CXP-8254\"]", "false"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
