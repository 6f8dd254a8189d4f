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

test("lib/report.js follows its README", async () => {
  const lib = require('../lib/report');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map(([t, ids]) => attempt(() => lib[p.names.fn](t, ids))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "report", "fn": "renderReport"}, "rounds": [[["hooli", [58, 51, 56, 41]]], [["stark", [70, 1]]], [["umbrella", [28, 79]], ["hooli", [67, 3, 15, 91]], ["acme", [36, 11, 11, 26]], ["stark", [40, 81, 91]]], [["acme", [29]], ["hooli", [3, 55, 47]], ["umbrella", [63, 92, 33]], ["stark", [37]]], [["acme", [26, 62, 25]], ["hooli", [1, 13, 69, 94]]], [["hooli", [56, 5, 64, 83]], ["hooli", [23, 2, 81, 24]], ["acme", [50, 82, 17, 56]]]]};
  const expected = ["hooli:row58,hooli:row51,hooli:row56,hooli:row41", "stark:row70,stark:row1", "umbrella:row28,umbrella:row79", "hooli:row67,hooli:row3,hooli:row15,hooli:row91", "acme:row36,acme:row11,acme:row11,acme:row26", "stark:row40,stark:row81,stark:row91", "acme:row29", "hooli:row3,hooli:row55,hooli:row47", "umbrella:row63,umbrella:row92,umbrella:row33", "stark:row37", "acme:row26,acme:row62,acme:row25", "hooli:row1,hooli:row13,hooli:row69,hooli:row94", "hooli:row56,hooli:row5,hooli:row64,hooli:row83", "hooli:row23,hooli:row2,hooli:row81,hooli:row24", "acme:row50,acme:row82,acme:row17,acme:row56"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
