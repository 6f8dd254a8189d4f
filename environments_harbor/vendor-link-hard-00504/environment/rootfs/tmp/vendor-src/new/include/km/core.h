#ifndef KM_CORE_H
#define KM_CORE_H

/* xors the value with MIX_K and keeps the low 16 bits */
long km_core_mix(long x);
/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder) */
long km_core_quadratic(long x);

#endif
