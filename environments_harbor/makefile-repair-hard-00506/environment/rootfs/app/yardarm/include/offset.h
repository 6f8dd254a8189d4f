#ifndef FX_OFFSET_H
#define FX_OFFSET_H

/* adds OFFSET_K to the value. */
long fx_offset(long x);

#endif
