#ifndef OE_CORE_H
#define OE_CORE_H

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder) */
long oe_core_poly(long x);
/* reverses the decimal digits of |x|, keeping the sign */
long oe_core_mirror(long x);

#endif
