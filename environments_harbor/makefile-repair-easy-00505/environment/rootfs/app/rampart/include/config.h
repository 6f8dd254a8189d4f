/* rampart: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "rampart"
#define GAIN_K 16
#define SPLIT_D 5
#define SHIFT_K (-617)

#endif
