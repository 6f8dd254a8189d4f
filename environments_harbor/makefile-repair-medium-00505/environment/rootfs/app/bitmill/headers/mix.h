#ifndef XF_MIX_H
#define XF_MIX_H

/* xors the value with MIX_K and keeps the low 16 bits. */
long xf_mix(long x);

#endif
