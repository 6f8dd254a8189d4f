'use strict';
// Options for outgoing calls: the defaults overlaid with the caller's overrides.
const DEFAULTS = {"retries": 2, "timeout": 5000, "headers": {"accept": "application/json", "user-agent": "billing/2"}};

function requestOptions(overrides = {}) {
  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
  return Object.assign(DEFAULTS, overrides, { headers });
}

module.exports = { requestOptions };
