#ifndef ST_CLAMP_H
#define ST_CLAMP_H

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long st_clamp(long x);

#endif
