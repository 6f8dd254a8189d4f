#ifndef OE_CORE_H
#define OE_CORE_H

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder) */
long oe_core_quadratic(long x);
/* reverses the decimal digits of |x|, keeping the sign */
long oe_core_reverse(long x);

#endif
