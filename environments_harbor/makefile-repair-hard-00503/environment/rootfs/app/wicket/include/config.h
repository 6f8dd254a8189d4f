/* wicket: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "wicket"
#define SCRAMBLE_K 46215
#define HAILSTONE_CAP 1000
#define CLAMP_LO (-951)
#define CLAMP_HI 13354
#define SPLIT_D 10
#define GCDKEY_K 48

#endif
