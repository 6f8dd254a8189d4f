#ifndef VO_FMT_H
#define VO_FMT_H

/* formats a value (uses the io layer) */
long vo_fmt_offset(long x);
/* returns the sum of the decimal digits of |x| */
long vo_fmt_digits(long x);

#endif
