#ifndef TP_COLLATZ_H
#define TP_COLLATZ_H

/* counts Collatz steps from |x| % COLLATZ_CAP + 1 down to 1. */
long tp_collatz(long x);

#endif
