#ifndef KM_FMT_H
#define KM_FMT_H

/* formats a value (uses the io layer) */
long km_fmt_amplify(long x);
/* returns the sum of the decimal digits of |x| */
long km_fmt_digitsum(long x);

#endif
