'use strict';
// Request counters for /metrics: totals for the whole process, on purpose.
const totals = new Map();

function countHit(route) {
  totals.set(route, (totals.get(route) || 0) + 1);
  return totals.get(route);
}

function hits(route) {
  return totals.get(route) || 0;
}

module.exports = { countHit, hits };
