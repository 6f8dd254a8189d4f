#ifndef OP_XORKEY_H
#define OP_XORKEY_H

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long op_xorkey(long x);

#endif
