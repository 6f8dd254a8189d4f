#ifndef PL_MODULO_H
#define PL_MODULO_H

/* maps the value into 0..MODULO_M-1 (mathematical modulo). */
long pl_modulo(long x);

#endif
