#ifndef QUANTA_H
#define QUANTA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *quanta_version(void);

/* Applies the transforms below, in this order. */
long quanta_apply(long x);

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long quanta_scramble(long x);

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long quanta_saturate(long x);

/* returns the sum of the decimal digits of |x|. */
long quanta_crossfoot(long x);

#ifdef __cplusplus
}
#endif

#endif
