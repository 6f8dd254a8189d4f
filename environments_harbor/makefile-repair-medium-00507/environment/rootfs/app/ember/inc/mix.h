#ifndef PL_MIX_H
#define PL_MIX_H

/* xors the value with MIX_K and keeps the low 16 bits. */
long pl_mix(long x);

#endif
