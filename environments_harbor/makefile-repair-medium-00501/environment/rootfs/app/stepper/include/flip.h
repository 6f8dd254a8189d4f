#ifndef PL_FLIP_H
#define PL_FLIP_H

/* reverses the decimal digits of |x|, keeping the sign. */
long pl_flip(long x);

#endif
