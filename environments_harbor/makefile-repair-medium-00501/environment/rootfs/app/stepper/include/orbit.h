#ifndef PL_ORBIT_H
#define PL_ORBIT_H

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1. */
long pl_orbit(long x);

#endif
