/* quokka: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "quokka"
#define QUADRATIC_A 7
#define QUADRATIC_B 13
#define QUADRATIC_C 84
#define QUADRATIC_M 28415
#define GCDKEY_K 18
#define NUDGE_K (-355)

#endif
