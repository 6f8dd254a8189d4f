#ifndef BL_CORE_H
#define BL_CORE_H

/* divides the value by DIVIDE_D (C division, toward zero) */
long bl_core_divide(long x);
/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder) */
long bl_core_hash(long x);

#endif
