#ifndef ST_MIX_H
#define ST_MIX_H

/* xors the value with MIX_K and keeps the low 16 bits. */
long st_mix(long x);

#endif
