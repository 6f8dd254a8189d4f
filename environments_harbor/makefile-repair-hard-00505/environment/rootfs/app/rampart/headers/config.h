/* rampart: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "rampart"
#define DIVISOR_K 18
#define SPLIT_D 10
#define CURVE_A 9
#define CURVE_B (-15)
#define CURVE_C 4
#define CURVE_M 39430
#define OFFSET_K (-350)

#endif
