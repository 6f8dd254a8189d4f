'use strict';
// Process-wide formatting settings, shared by every module that requires this file.
const DEFAULTS = {"currency": {"symbol": "$", "position": "before"}, "number": {"decimal": ".", "thousands": ","}, "date": {"order": "YMD", "sep": "-"}};

function copy(obj) {
  return JSON.parse(JSON.stringify(obj));
}

module.exports = { DEFAULTS, current: copy(DEFAULTS), calls: 0, copy };
