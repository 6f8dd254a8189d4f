'use strict';
// Formatting helpers. Settings are process-wide: call configure() once at start-up.
const settings = require('./settings');
const { formatDate } = require('./dates');

function groupThousands(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function configure(options) {
  // deep merge, one level of groups: configure({ currency: { symbol: '€' } }) keeps the other currency fields
  for (const group of Object.keys(options || {})) {
    settings.current[group] = Object.assign({}, settings.current[group], options[group]);
  }
}

function stats() {
  return { calls: settings.calls };
}

function resetStats() {
  settings.calls = 0;
}

function formatPrice(cents) {
  settings.calls++;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = groupThousands(Math.floor(abs / 100), settings.current.number.thousands) + settings.current.number.decimal +
    String(abs % 100).padStart(2, '0');
  return settings.current.currency.position === 'before' ? sign + settings.current.currency.symbol + text : sign + text + ' ' + settings.current.currency.symbol;
}

function formatPercent(basisPoints) {
  settings.calls++;
  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(basisPoints);
  return sign + Math.floor(abs / 100) + settings.current.number.decimal + String(abs % 100).padStart(2, '0') + '%';
}

module.exports = { configure, formatPrice, formatPercent, formatDate, stats, resetStats };
