'use strict';
// Formatting helpers. Settings are process-wide: call configure() once at start-up.
const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ",", "dateOrder": "YMD", "dateSep": "-"};
let settings = Object.assign({}, DEFAULTS);
let calls = 0;

function groupThousands(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function configure(options) {
  settings = Object.assign({}, settings, options);
}

function stats() {
  return { calls };
}

function resetStats() {
  calls = 0;
}

function formatPrice(cents) {
  calls++;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = groupThousands(Math.floor(abs / 100), settings.thousands) + settings.decimal +
    String(abs % 100).padStart(2, '0');
  return settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
}

function formatPercent(basisPoints) {
  calls++;
  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(basisPoints);
  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
}

function formatDate(iso) {
  calls++;
  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = { Y: y, M: m, D: d };
  return settings.dateOrder.split('').map((k) => parts[k]).join(settings.dateSep);
}

module.exports = { configure, formatPrice, formatPercent, formatDate, stats, resetStats };
