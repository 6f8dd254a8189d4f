#ifndef TP_CLAMP_H
#define TP_CLAMP_H

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long tp_clamp(long x);

#endif
