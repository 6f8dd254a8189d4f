#ifndef PL_SCRAMBLE_H
#define PL_SCRAMBLE_H

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long pl_scramble(long x);

#endif
