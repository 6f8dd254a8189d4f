#ifndef PL_CROSSFOOT_H
#define PL_CROSSFOOT_H

/* returns the sum of the decimal digits of |x|. */
long pl_crossfoot(long x);

#endif
