'use strict';
// Normalises a list of addresses and drops the repeats, keeping first occurrences.
const seen = new Set();

function tick(n) {
  let p = Promise.resolve();
  for (let k = 0; k < n; k++) p = p.then(() => undefined);
  return p;
}

async function normalise(raw) {
  await tick(1);
  return raw.trim().toLowerCase();
}

async function mailingList(list) {
  const out = [];
  for (const raw of list) {
    const a = await normalise(raw);
    if (!seen.has(a)) {
      seen.add(a);
      out.push(a);
    }
  }
  return out;
}

module.exports = { mailingList };
