'use strict';
// Entry point: every module under its file name.
module.exports = {
  "measures": require('./measures'),
  "pricing": require('./pricing'),
  "reminders": require('./reminders'),
  "render": require('./render'),
  "telemetry": require('./telemetry'),
  "vouchers": require('./vouchers'),
};
