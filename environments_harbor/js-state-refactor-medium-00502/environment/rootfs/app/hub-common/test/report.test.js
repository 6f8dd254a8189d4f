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
  const params = {"names": {"file": "report", "fn": "renderReport"}, "rounds": [[["umbrella", [25, 88, 65]]], [["hooli", [14]]], [["wayne", [63, 5]], ["hooli", [75, 96]]], [["stark", [68, 55]], ["wayne", [23, 59]], ["umbrella", [86, 28, 28, 23]], ["hooli", [58, 15]]], [["wayne", [84, 51, 60]], ["stark", [47, 46, 37, 19]], ["hooli", [78, 1, 45, 35]], ["umbrella", [28, 9, 94, 2]]], [["wayne", [27]], ["wayne", [71, 29, 10]], ["hooli", [31]]]]};
  const expected = ["umbrella:row25,umbrella:row88,umbrella:row65", "hooli:row14", "wayne:row63,wayne:row5", "hooli:row75,hooli:row96", "stark:row68,stark:row55", "wayne:row23,wayne:row59", "umbrella:row86,umbrella:row28,umbrella:row28,umbrella:row23", "hooli:row58,hooli:row15", "wayne:row84,wayne:row51,wayne:row60", "stark:row47,stark:row46,stark:row37,stark:row19", "hooli:row78,hooli:row1,hooli:row45,hooli:row35", "umbrella:row28,umbrella:row9,umbrella:row94,umbrella:row2", "wayne:row27", "wayne:row71,wayne:row29,wayne:row10", "hooli:row31"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
