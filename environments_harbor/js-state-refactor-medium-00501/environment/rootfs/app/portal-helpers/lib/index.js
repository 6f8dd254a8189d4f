'use strict';
// Entry point: every module under its file name.
module.exports = {
  "contacts": require('./contacts'),
  "log": require('./log'),
  "notify": require('./notify'),
  "numbering": require('./numbering'),
};
