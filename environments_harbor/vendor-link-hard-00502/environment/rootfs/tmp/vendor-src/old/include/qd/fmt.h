#ifndef QD_FMT_H
#define QD_FMT_H

/* formats a value (uses the io layer) */
long qd_fmt_boost(long x);
/* returns the sum of the decimal digits of |x| */
long qd_fmt_crossfoot(long x);

#endif
