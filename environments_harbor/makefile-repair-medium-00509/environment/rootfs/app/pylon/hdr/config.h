/* pylon: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "pylon"
#define CLAMP_LO (-3162)
#define CLAMP_HI 7485
#define MIX_K 4119
#define HAILSTONE_CAP 1000
#define GCD_K 36

#endif
