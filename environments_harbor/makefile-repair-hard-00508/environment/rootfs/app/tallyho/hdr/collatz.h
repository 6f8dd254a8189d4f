#ifndef XF_COLLATZ_H
#define XF_COLLATZ_H

/* counts Collatz steps from |x| % COLLATZ_CAP + 1 down to 1. */
long xf_collatz(long x);

#endif
