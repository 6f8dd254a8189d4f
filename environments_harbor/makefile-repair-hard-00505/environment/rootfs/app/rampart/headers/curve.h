#ifndef FX_CURVE_H
#define FX_CURVE_H

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long fx_curve(long x);

#endif
