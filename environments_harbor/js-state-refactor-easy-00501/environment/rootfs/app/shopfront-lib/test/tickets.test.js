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

test("lib/tickets.js follows its README", async () => {
  const lib = require('../lib/tickets');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    for (const [fn, text] of p.calls) out.push(await attempt(() => lib[n[fn]](text)));
    return out;
  };
  const params = {"names": {"file": "tickets", "has": "hasTicket", "first": "firstTicket", "all": "ticketsIn"}, "calls": [["has", "about see the refund about and the customer XT-562 ticket refund"], ["has", "about see the refund about and the customer XT-562 ticket refund"], ["has", "wrote for refund and wrote see order see see about"], ["first", "see see and also ticket per XAF-4800 see order see"], ["first", "refund RDS-5777 refund ticket about wrote order see customer refund for"], ["all", "customer customer the also wrote KAB-7323 for FB-4707 GE-4927 order order"], ["first", "see see and also ticket per XAF-4800 see order see"], ["has", "refund RDS-5777 refund ticket about wrote order see customer refund for"], ["all", "refund RDS-5777 refund ticket about wrote order see customer refund for"], ["has", "see see and also ticket per XAF-4800 see order see"], ["first", "refund RDS-5777 refund ticket about wrote order see customer refund for"], ["first", "per see customer customer about per GKF-3844 also and KND-1576 for order"], ["all", "wrote for order the for wrote refund per"]]};
  const expected = ["true", "true", "false", "XAF-4800", "RDS-5777", "[\"KAB-7323\",\"FB-4707\",\"GE-4927\"]", "XAF-4800", "true", "[\"RDS-5777\"]", "true", "RDS-5777", "GKF-3844", "[]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
