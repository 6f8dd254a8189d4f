#ifndef KM_FMT_H
#define KM_FMT_H

/* formats a value (uses the io layer) */
long km_fmt_reverse(long x);
/* adds NUDGE_K to the value */
long km_fmt_nudge(long x);

#endif
