#ifndef QD_CORE_H
#define QD_CORE_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long qd_core_sqrtfloor(long x);
/* xors the value with SCRAMBLE_K and keeps the low 16 bits */
long qd_core_scramble(long x);

#endif
