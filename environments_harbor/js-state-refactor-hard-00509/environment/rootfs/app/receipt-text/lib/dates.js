'use strict';
// Date formatting; reads the process-wide settings.
const settings = require('./settings');

function formatDate(iso) {
  settings.calls++;
  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = { Y: y, M: m, D: d };
  return settings.current.date.order.split('').map((k) => parts[k]).join(settings.current.date.sep);
}

module.exports = { formatDate };
