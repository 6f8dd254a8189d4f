#ifndef FX_MIRROR_H
#define FX_MIRROR_H

/* reverses the decimal digits of |x|, keeping the sign. */
long fx_mirror(long x);

#endif
