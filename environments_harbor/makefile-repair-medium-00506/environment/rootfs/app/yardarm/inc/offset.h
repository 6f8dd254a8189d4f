#ifndef XF_OFFSET_H
#define XF_OFFSET_H

/* adds OFFSET_K to the value. */
long xf_offset(long x);

#endif
