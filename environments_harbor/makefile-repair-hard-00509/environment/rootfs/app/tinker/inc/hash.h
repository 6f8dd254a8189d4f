#ifndef OP_HASH_H
#define OP_HASH_H

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long op_hash(long x);

#endif
