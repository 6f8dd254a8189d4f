'use strict';
// Entry point: every module under its file name.
module.exports = {
  "money": require('./money'),
  "notify": require('./notify'),
  "roster": require('./roster'),
  "units": require('./units'),
};
