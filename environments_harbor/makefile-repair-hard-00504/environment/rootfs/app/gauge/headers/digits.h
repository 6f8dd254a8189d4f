#ifndef OP_DIGITS_H
#define OP_DIGITS_H

/* returns the sum of the decimal digits of |x|. */
long op_digits(long x);

#endif
