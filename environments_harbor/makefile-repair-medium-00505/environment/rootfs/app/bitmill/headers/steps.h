#ifndef XF_STEPS_H
#define XF_STEPS_H

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long xf_steps(long x);

#endif
