'use strict';
// Options for outgoing calls: the defaults overlaid with the caller's overrides.
const DEFAULTS = {"retries": 4, "timeout": 500, "headers": {"accept": "application/xml", "user-agent": "sync/0.9"}};

function callOptions(overrides = {}) {
  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
  return Object.assign(DEFAULTS, overrides, { headers });
}

module.exports = { callOptions };
