#ifndef XF_SCRAMBLE_H
#define XF_SCRAMBLE_H

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long xf_scramble(long x);

#endif
