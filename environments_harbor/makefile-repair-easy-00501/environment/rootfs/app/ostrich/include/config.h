/* ostrich: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "ostrich"
#define SHIFT_K (-419)
#define SCALE_K 97
#define DIVISOR_K 96

#endif
