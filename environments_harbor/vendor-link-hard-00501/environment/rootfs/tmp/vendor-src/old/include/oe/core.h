#ifndef OE_CORE_H
#define OE_CORE_H

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1 */
long oe_core_steps(long x);
/* maps the value into 0..MODULO_M-1 (mathematical modulo) */
long oe_core_modulo(long x);

#endif
