#ifndef TP_SCRAMBLE_H
#define TP_SCRAMBLE_H

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long tp_scramble(long x);

#endif
