'use strict';
// Dates relative to the contract start (UTC), as YYYY-MM-DD.
const START = new Date(Date.UTC(2022, 8, 4));

function dueDate(days) {
  const d = START;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function periodEnd(months) {
  const d = START;
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

module.exports = { dueDate, periodEnd };
