#ifndef FX_STEPS_H
#define FX_STEPS_H

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long fx_steps(long x);

#endif
