#!/bin/bash
set -euo pipefail
cd /app/pricetag
mkdir -p /app/pricetag/lib
cat > /app/pricetag/lib/dates.js <<'JS'
'use strict';
// Date formatting; reads the process-wide settings.
const settings = require('./settings');

function formatDate(iso) {
  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = { Y: y, M: m, D: d };
  return settings.current.date.order.split('').map((k) => parts[k]).join(settings.current.date.sep);
}

module.exports = { formatDate };
JS
mkdir -p /app/pricetag/lib
cat > /app/pricetag/lib/fmt.js <<'JS'
'use strict';
// Formatting helpers. Each instance from formatterFor() has its own options; the module-level functions use a default instance.
const dates = require('./dates');
const globalSettings = require('./settings');
const DEFAULTS = {"currency": {"symbol": "$", "position": "before"}, "number": {"decimal": ".", "thousands": ","}, "date": {"order": "YMD", "sep": "-"}};
function copyOptions(o) {
  return JSON.parse(JSON.stringify(o || {}));
}

function mergeOptions(base, options) {
  const out = copyOptions(base);
  for (const group of Object.keys(options || {})) {
    out[group] = Object.assign({}, out[group], copyOptions(options[group]));
  }
  return out;
}

function groupThousands(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function formatterFor(options) {
  let settings = mergeOptions(DEFAULTS, options);
  let calls = 0;
  function formatPrice(cents) {
    calls++;
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(cents);
    const text = groupThousands(Math.floor(abs / 100), settings.number.thousands) + settings.number.decimal +
      String(abs % 100).padStart(2, '0');
    return settings.currency.position === 'before' ? sign + settings.currency.symbol + text : sign + text + ' ' + settings.currency.symbol;
  }

  function formatPercent(basisPoints) {
    calls++;
    const sign = basisPoints < 0 ? '-' : '';
    const abs = Math.abs(basisPoints);
    return sign + Math.floor(abs / 100) + settings.number.decimal + String(abs % 100).padStart(2, '0') + '%';
  }

  function formatDate(iso) {
    calls++;
    return dates.formatDate(iso);
  }

  return {
    configure(options) {
      settings = mergeOptions(settings, options);
      globalSettings.current = settings;
    },
    stats() {
      return { calls: calls };
    },
    resetStats() {
      calls = 0;
    },
    formatPrice,
    formatPercent,
    formatDate,
  };
}

// The legacy module-level API: one default instance behind the old functions.
const defaultInstance = formatterFor();
const configure = (...args) => defaultInstance.configure(...args);
const formatPrice = (...args) => defaultInstance.formatPrice(...args);
const formatPercent = (...args) => defaultInstance.formatPercent(...args);
const formatDate = (...args) => defaultInstance.formatDate(...args);
const stats = (...args) => defaultInstance.stats(...args);
const resetStats = (...args) => defaultInstance.resetStats(...args);

module.exports = { formatterFor, configure, formatPrice, formatPercent, formatDate, stats, resetStats };
JS
mkdir -p /app/pricetag/lib
cat > /app/pricetag/lib/settings.js <<'JS'
'use strict';
// Process-wide formatting settings, shared by every module that requires this file.
const DEFAULTS = {"currency": {"symbol": "$", "position": "before"}, "number": {"decimal": ".", "thousands": ","}, "date": {"order": "YMD", "sep": "-"}};

function copy(obj) {
  return JSON.parse(JSON.stringify(obj));
}

module.exports = { DEFAULTS, current: copy(DEFAULTS), calls: 0, copy };
JS
node --test test/ >/dev/null || true
