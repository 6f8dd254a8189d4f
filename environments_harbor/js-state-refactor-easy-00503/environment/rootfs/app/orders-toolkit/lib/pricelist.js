'use strict';
// Loaded lazily on first use and shared by every caller until refreshPrices().
const SOURCE = ["svc-33", "svc-70", "svc-41", "svc-61"];
let catalog = null;
let loads = 0;

function tick(n) {
  let p = Promise.resolve();
  for (let k = 0; k < n; k++) p = p.then(() => undefined);
  return p;
}

async function fetchAll() {
  loads += 1;
  await tick(3);
  return SOURCE.map((id) => ({ id }));
}

async function loadPrices() {
  if (!catalog) {
    catalog = await fetchAll();
  }
  return catalog;
}

function refreshPrices() {
  catalog = null;
}

function priceFetches() {
  return loads;
}

module.exports = { loadPrices, refreshPrices, priceFetches };
