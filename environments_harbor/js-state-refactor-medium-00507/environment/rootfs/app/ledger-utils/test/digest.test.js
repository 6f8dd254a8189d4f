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

test("lib/digest.js follows its README", async () => {
  const lib = require('../lib/digest');
  const scenario = async function (lib, p) {
    const out = [];
    for (const round of p.rounds) {
      const res = await Promise.all(round.map(([t, ids]) => attempt(() => lib[p.names.fn](t, ids))));
      out.push(...res);
    }
    return out;
  };
  const params = {"names": {"file": "digest", "fn": "composeDigest"}, "rounds": [[["acme", [53, 15, 20]]], [["umbrella", [22]]], [["acme", [9, 73, 48]], ["wayne", [14, 57, 8]], ["hooli", [39, 56]]], [["hooli", [10, 41]], ["acme", [35, 69]], ["wayne", [6]], ["umbrella", [26, 89, 15, 94]]], [["wayne", [4, 47, 46, 68]], ["acme", [45, 19, 19]], ["umbrella", [38, 63, 52, 72]], ["hooli", [99, 15]]], [["wayne", [96]], ["wayne", [47, 51, 83]], ["umbrella", [6, 78]]]]};
  const expected = ["acme:row53,acme:row15,acme:row20", "umbrella:row22", "acme:row9,acme:row73,acme:row48", "wayne:row14,wayne:row57,wayne:row8", "hooli:row39,hooli:row56", "hooli:row10,hooli:row41", "acme:row35,acme:row69", "wayne:row6", "umbrella:row26,umbrella:row89,umbrella:row15,umbrella:row94", "wayne:row4,wayne:row47,wayne:row46,wayne:row68", "acme:row45,acme:row19,acme:row19", "umbrella:row38,umbrella:row63,umbrella:row52,umbrella:row72", "hooli:row99,hooli:row15", "wayne:row96", "wayne:row47,wayne:row51,wayne:row83", "umbrella:row6,umbrella:row78"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
