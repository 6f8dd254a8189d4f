#ifndef FX_REVERSE_H
#define FX_REVERSE_H

/* reverses the decimal digits of |x|, keeping the sign. */
long fx_reverse(long x);

#endif
