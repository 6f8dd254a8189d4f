#ifndef FX_POLY_H
#define FX_POLY_H

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long fx_poly(long x);

#endif
