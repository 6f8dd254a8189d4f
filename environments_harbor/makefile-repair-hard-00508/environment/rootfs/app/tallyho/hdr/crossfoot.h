#ifndef XF_CROSSFOOT_H
#define XF_CROSSFOOT_H

/* returns the sum of the decimal digits of |x|. */
long xf_crossfoot(long x);

#endif
