#ifndef XF_HASH_H
#define XF_HASH_H

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long xf_hash(long x);

#endif
