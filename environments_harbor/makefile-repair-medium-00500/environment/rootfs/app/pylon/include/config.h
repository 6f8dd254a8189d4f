/* pylon: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "pylon"
#define SCRAMBLE_K 53869
#define GAIN_K 68
#define QUADRATIC_A 7
#define QUADRATIC_B 7
#define QUADRATIC_C 20
#define QUADRATIC_M 90287
#define COMMON_K 36

#endif
