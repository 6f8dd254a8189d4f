'use strict';
// Entry point: every module under its file name.
module.exports = {
  "http": require('./http'),
  "measures": require('./measures'),
  "pricelist": require('./pricelist'),
};
