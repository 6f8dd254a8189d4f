/* bitmill: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "bitmill"
#define SPLIT_D 2
#define SHIFT_K 471
#define HAILSTONE_CAP 5000
#define SCALE_K 42

#endif
