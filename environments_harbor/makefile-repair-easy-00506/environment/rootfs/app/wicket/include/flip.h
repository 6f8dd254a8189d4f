#ifndef FX_FLIP_H
#define FX_FLIP_H

/* reverses the decimal digits of |x|, keeping the sign. */
long fx_flip(long x);

#endif
