#ifndef FX_WHITEN_H
#define FX_WHITEN_H

/* xors the value with WHITEN_K and keeps the low 16 bits. */
long fx_whiten(long x);

#endif
