'use strict';
// Fetches records in parallel; each record takes its own time to arrive.
const LATENCY = [5, 2, 1, 5, 6, 2, 2];
const TAGS = ["core", "blue", "east", "new", "prime"];

function tick(n) {
  let p = Promise.resolve();
  for (let k = 0; k < n; k++) p = p.then(() => undefined);
  return p;
}

async function fetchOne(id) {
  await tick(LATENCY[id % LATENCY.length]);
  return { id, tag: TAGS[id % TAGS.length] };
}

async function quoteAll(ids) {
  const out = [];
  await Promise.all(
    ids.map(async (id) => {
      out.push(await fetchOne(id));
    }),
  );
  return out;
}

module.exports = { quoteAll };
