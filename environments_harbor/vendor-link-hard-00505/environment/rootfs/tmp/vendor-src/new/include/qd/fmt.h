#ifndef QD_FMT_H
#define QD_FMT_H

/* formats a value (uses the io layer) */
long qd_fmt_hash(long x);
/* maps the value into 0..MODULO_M-1 (mathematical modulo) */
long qd_fmt_modulo(long x);

#endif
