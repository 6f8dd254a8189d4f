#ifndef FX_QUADRATIC_H
#define FX_QUADRATIC_H

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder). */
long fx_quadratic(long x);

#endif
