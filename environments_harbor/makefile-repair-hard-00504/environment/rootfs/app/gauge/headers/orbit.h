#ifndef OP_ORBIT_H
#define OP_ORBIT_H

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1. */
long op_orbit(long x);

#endif
