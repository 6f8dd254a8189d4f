#ifndef ST_SCRAMBLE_H
#define ST_SCRAMBLE_H

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long st_scramble(long x);

#endif
