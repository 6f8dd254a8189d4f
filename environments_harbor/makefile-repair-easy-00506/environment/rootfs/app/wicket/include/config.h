/* wicket: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "wicket"
#define SATURATE_LO (-2808)
#define SATURATE_HI 41859
#define MIX_K 36920
#define COMMON_K 180

#endif
