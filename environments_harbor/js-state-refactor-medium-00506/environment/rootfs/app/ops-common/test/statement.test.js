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

test("lib/statement.js follows its README", async () => {
  const lib = require('../lib/statement');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map(([t, ids]) => attempt(() => lib[p.names.fn](t, ids))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "statement", "fn": "buildStatement"}, "rounds": [[["initech", [11, 48]]], [["hooli", [69, 92]]], [["umbrella", [12]], ["initech", [18, 89, 78]], ["tyrell", [16, 35]], ["hooli", [23]]], [["tyrell", [57, 55, 17]], ["hooli", [87, 8, 31, 81]], ["umbrella", [38, 33, 86, 89]]], [["hooli", [91, 71, 96, 2]], ["umbrella", [13]], ["tyrell", [21, 40, 84, 10]], ["initech", [16]]], [["hooli", [58, 90, 30]], ["hooli", [14, 39, 48, 92]], ["umbrella", [57, 40, 73, 34]]]]};
  const expected = ["initech:row11,initech:row48", "hooli:row69,hooli:row92", "umbrella:row12", "initech:row18,initech:row89,initech:row78", "tyrell:row16,tyrell:row35", "hooli:row23", "tyrell:row57,tyrell:row55,tyrell:row17", "hooli:row87,hooli:row8,hooli:row31,hooli:row81", "umbrella:row38,umbrella:row33,umbrella:row86,umbrella:row89", "hooli:row91,hooli:row71,hooli:row96,hooli:row2", "umbrella:row13", "tyrell:row21,tyrell:row40,tyrell:row84,tyrell:row10", "initech:row16", "hooli:row58,hooli:row90,hooli:row30", "hooli:row14,hooli:row39,hooli:row48,hooli:row92", "umbrella:row57,umbrella:row40,umbrella:row73,umbrella:row34"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
