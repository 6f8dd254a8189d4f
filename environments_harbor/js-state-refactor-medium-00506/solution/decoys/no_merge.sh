#!/bin/bash
set -euo pipefail
cd /app/quote-render
mkdir -p /app/quote-render/lib
cat > /app/quote-render/lib/format.js <<'JS'
'use strict';
// Formatting helpers. Each instance from createFormatter() has its own options; the module-level functions use a default instance.
const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ",", "dateOrder": "YMD", "dateSep": "-"};

function groupThousands(n, sep) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function createFormatter(options) {
  let settings = Object.assign({}, DEFAULTS, options);
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

  return {
    configure(options) {
      settings = Object.assign({}, DEFAULTS, options);
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
const defaultInstance = createFormatter();
const configure = (...args) => defaultInstance.configure(...args);
const formatPrice = (...args) => defaultInstance.formatPrice(...args);
const formatPercent = (...args) => defaultInstance.formatPercent(...args);
const formatDate = (...args) => defaultInstance.formatDate(...args);
const stats = (...args) => defaultInstance.stats(...args);
const resetStats = (...args) => defaultInstance.resetStats(...args);

module.exports = { createFormatter, configure, formatPrice, formatPercent, formatDate, stats, resetStats };
JS
node --test test/ >/dev/null || true
