#ifndef BL_CORE_H
#define BL_CORE_H

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder) */
long bl_core_quadratic(long x);
/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1 */
long bl_core_steps(long x);

#endif
