'use strict';
// Options for outgoing calls: the defaults overlaid with the caller's overrides.
const DEFAULTS = {"retries": 3, "timeout": 1000, "headers": {"accept": "text/csv", "user-agent": "sync/0.9"}};

function clientOptions(overrides = {}) {
  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
  return Object.assign(DEFAULTS, overrides, { headers });
}

module.exports = { clientOptions };
