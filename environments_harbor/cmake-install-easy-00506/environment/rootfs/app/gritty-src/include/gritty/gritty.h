#ifndef GRITTY_H
#define GRITTY_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *gritty_version(void);

/* Applies every transform below, in this order. */
long gritty_apply(long x);

/* counts Collatz steps from |x| % COLLATZ_CAP + 1 down to 1. */
long gritty_collatz(long x);

/* adds OFFSET_K to the value. */
long gritty_offset(long x);

/* returns the sum of the decimal digits of |x|. */
long gritty_digits(long x);

/* divides the value by DIVIDE_D (C division, toward zero). */
long gritty_divide(long x);

#ifdef __cplusplus
}
#endif

#endif
