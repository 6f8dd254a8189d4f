#ifndef XF_CURVE_H
#define XF_CURVE_H

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long xf_curve(long x);

#endif
