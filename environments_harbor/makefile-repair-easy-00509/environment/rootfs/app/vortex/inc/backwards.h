#ifndef ST_BACKWARDS_H
#define ST_BACKWARDS_H

/* reverses the decimal digits of |x|, keeping the sign. */
long st_backwards(long x);

#endif
