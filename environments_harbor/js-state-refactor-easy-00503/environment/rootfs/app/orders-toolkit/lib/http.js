'use strict';
// Options for outgoing calls: the defaults overlaid with the caller's overrides.
const DEFAULTS = {"retries": 1, "timeout": 1000, "headers": {"accept": "application/xml", "user-agent": "sync/0.9"}};

function requestOptions(overrides = {}) {
  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
  return Object.assign(DEFAULTS, overrides, { headers });
}

module.exports = { requestOptions };
