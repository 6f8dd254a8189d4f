#ifndef FX_MIX_H
#define FX_MIX_H

/* xors the value with MIX_K and keeps the low 16 bits. */
long fx_mix(long x);

#endif
