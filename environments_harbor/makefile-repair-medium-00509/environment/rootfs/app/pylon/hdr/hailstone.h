#ifndef ST_HAILSTONE_H
#define ST_HAILSTONE_H

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long st_hailstone(long x);

#endif
