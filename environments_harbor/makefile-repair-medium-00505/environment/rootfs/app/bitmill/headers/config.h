/* bitmill: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "bitmill"
#define CURVE_A 7
#define CURVE_B (-18)
#define CURVE_C (-33)
#define CURVE_M 56603
#define CLAMP_LO (-3366)
#define CLAMP_HI 34551
#define STEPS_CAP 2000
#define MIX_K 24142

#endif
