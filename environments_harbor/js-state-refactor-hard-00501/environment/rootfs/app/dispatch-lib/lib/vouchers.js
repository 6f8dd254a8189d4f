'use strict';
// Numbered identifiers PREFIX-0001, PREFIX-0002, ...
let counter = 0;

class VoucherSeq {
  constructor(prefix, start = 1) {
    this.prefix = prefix;
    counter = start - 1;
  }

  take() {
    counter += 1;
    return this.prefix + '-' + String(counter).padStart(4, '0');
  }
}

module.exports = { VoucherSeq };
