#ifndef HX_CORE_H
#define HX_CORE_H

/* xors the value with XORKEY_K and keeps the low 16 bits */
long hx_core_xorkey(long x);
/* maps the value into 0..WRAP_M-1 (mathematical modulo) */
long hx_core_wrap(long x);

#endif
