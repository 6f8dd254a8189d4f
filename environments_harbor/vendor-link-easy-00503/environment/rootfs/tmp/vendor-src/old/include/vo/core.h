#ifndef VO_CORE_H
#define VO_CORE_H

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder) */
long vo_core_poly(long x);
/* clamps the value to [CLAMP_LO, CLAMP_HI] */
long vo_core_clamp(long x);

#endif
