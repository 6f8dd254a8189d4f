'use strict';
// Amount and percentage formatting.
const DEFAULTS = {"symbol": "£", "position": "before", "decimal": ".", "thousands": ","};
let settings = Object.assign({}, DEFAULTS);

function group(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

// Settings are process-wide: call configure() once at start-up.
function configure(options) {
  settings = Object.assign({}, settings, options);
}

function money(cents) {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
    String(abs % 100).padStart(2, '0');
  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
  return out;
}

function percent(basisPoints) {
  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(basisPoints);
  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
}

module.exports = { configure, money, percent };
