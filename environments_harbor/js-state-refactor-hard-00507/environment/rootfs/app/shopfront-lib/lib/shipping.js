'use strict';
// Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
const BASE = [8, 10, 52, 49, 30, 6, 14, 5, 12, 49, 35, 13];
const cache = {};
let computed = 0;

function compute(from, to) {
  computed += 1;
  return BASE[from - 1] * 4 + BASE[to - 1] * 3 + ((from * 7 + to * 13) % 11);
}

function routeCost(from, to) {
  if (!(from in cache)) cache[from] = compute(from, to);
  return cache[from];
}

function computations() {
  return computed;
}

module.exports = { routeCost, computations };
