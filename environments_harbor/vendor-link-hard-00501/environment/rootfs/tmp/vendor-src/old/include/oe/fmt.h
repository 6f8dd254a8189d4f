#ifndef OE_FMT_H
#define OE_FMT_H

/* formats a value (uses the io layer) */
long oe_fmt_scale(long x);
/* adds OFFSET_K to the value */
long oe_fmt_offset(long x);

#endif
