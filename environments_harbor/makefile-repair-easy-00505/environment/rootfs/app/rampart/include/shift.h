#ifndef PL_SHIFT_H
#define PL_SHIFT_H

/* adds SHIFT_K to the value. */
long pl_shift(long x);

#endif
