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
  const params = {"names": {"file": "tickets", "has": "hasTicket", "first": "firstTicket", "all": "ticketsIn"}, "calls": [["has", "ticket ticket about customer order order ticket about for RPK-4090 CC-318 per"], ["all", "ticket ticket about customer order order ticket about for RPK-4090 CC-318 per"], ["first", "see wrote per KP-7343 and order also PR-6700"], ["all", "see wrote per KP-7343 and order also PR-6700"], ["has", "refund also per wrote customer and for order MKA-7743 RPC-9737 ticket see"], ["all", "refund also per wrote customer and for order MKA-7743 RPC-9737 ticket see"], ["has", "about per ticket the ticket for ticket also"]]};
  const expected = ["true", "[\"RPK-4090\",\"CC-318\"]", "KP-7343", "[\"KP-7343\",\"PR-6700\"]", "true", "[\"MKA-7743\",\"RPC-9737\"]", "false"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
