#ifndef OE_CORE_H
#define OE_CORE_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long oe_core_root(long x);
/* xors the value with XORKEY_K and keeps the low 16 bits */
long oe_core_xorkey(long x);

#endif
