#ifndef TP_HAILSTONE_H
#define TP_HAILSTONE_H

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long tp_hailstone(long x);

#endif
