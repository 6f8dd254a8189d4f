#ifndef FX_CROSSFOOT_H
#define FX_CROSSFOOT_H

/* returns the sum of the decimal digits of |x|. */
long fx_crossfoot(long x);

#endif
