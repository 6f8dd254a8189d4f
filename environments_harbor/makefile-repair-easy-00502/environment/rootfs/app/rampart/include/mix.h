#ifndef OP_MIX_H
#define OP_MIX_H

/* xors the value with MIX_K and keeps the low 16 bits. */
long op_mix(long x);

#endif
