#ifndef TP_DIGITS_H
#define TP_DIGITS_H

/* returns the sum of the decimal digits of |x|. */
long tp_digits(long x);

#endif
