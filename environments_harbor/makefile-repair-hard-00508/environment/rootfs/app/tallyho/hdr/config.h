/* tallyho: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "tallyho"
#define COLLATZ_CAP 2000
#define SHIFT_K 151
#define DIVISOR_K 48

#endif
